import { updateVehicleModelBodySchema, type VehicleModel } from '@tyre/contracts';
import { apiData, type ApiCall } from '@tyre/web-kit';

/** The body as the route's client sends it (the years as numbers). */
export type UpdateVehicleModelBody = ApiCall<'PUT /vehicles/models/:id'>['body'];

export { updateVehicleModelBodySchema };

/** PUT /vehicles/models/:id (admin): the fields given change; its fitments follow its names. */
export async function updateVehicleModel(id: string, body: UpdateVehicleModelBody): Promise<VehicleModel> {
  return apiData('PUT /vehicles/models/:id', { params: { id }, body });
}
