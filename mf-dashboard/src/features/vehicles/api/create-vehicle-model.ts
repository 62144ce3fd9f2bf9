import { createVehicleModelBodySchema, type VehicleModel } from '@tyre/contracts';
import { apiData, type ApiCall } from '@tyre/web-kit';

/** The body as the route's client sends it (the years as numbers). */
export type CreateVehicleModelBody = ApiCall<'POST /vehicles/models'>['body'];

export { createVehicleModelBodySchema };

/** POST /vehicles/models (admin): a new model of a make (409 when the make has one of that name). */
export async function createVehicleModel(body: CreateVehicleModelBody): Promise<VehicleModel> {
  return apiData('POST /vehicles/models', { body });
}
