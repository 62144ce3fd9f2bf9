import { createVehicleMakeBodySchema, type CreateVehicleMakeBody, type VehicleMake } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { createVehicleMakeBodySchema };
export type { CreateVehicleMakeBody };

/** POST /vehicles/makes (admin): a new make (409 when its name is taken). */
export async function createVehicleMake(body: CreateVehicleMakeBody): Promise<VehicleMake> {
  return apiData('POST /vehicles/makes', { body });
}
