import { updateVehicleFitmentBodySchema, type VehicleFitment } from '@tyre/contracts';
import { apiData, type ApiCall } from '@tyre/web-kit';

/** The body as the route's client sends it (the years as numbers). */
export type UpdateVehicleFitmentBody = ApiCall<'PUT /vehicles/fitments/:id'>['body'];

export { updateVehicleFitmentBodySchema };

/** PUT /vehicles/fitments/:id (admin): the fields given change. */
export async function updateVehicleFitment(
  id: string,
  body: UpdateVehicleFitmentBody,
): Promise<VehicleFitment> {
  return apiData('PUT /vehicles/fitments/:id', { params: { id }, body });
}
