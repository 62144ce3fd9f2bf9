import { createVehicleFitmentBodySchema, type VehicleFitment } from '@tyre/contracts';
import { apiData, type ApiCall } from '@tyre/web-kit';

/** The body as the route's client sends it (the years as numbers). */
export type CreateVehicleFitmentBody = ApiCall<'POST /vehicles/fitments'>['body'];

export { createVehicleFitmentBodySchema };

/** POST /vehicles/fitments (admin): a model's size at a position for a year range (409 when it exists). */
export async function createVehicleFitment(body: CreateVehicleFitmentBody): Promise<VehicleFitment> {
  return apiData('POST /vehicles/fitments', { body });
}
