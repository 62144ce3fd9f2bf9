import { updateVehicleMakeBodySchema, type UpdateVehicleMakeBody, type VehicleMake } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { updateVehicleMakeBodySchema };

/** PUT /vehicles/makes/:id (admin): the fields given change; its models and fitments follow its names. */
export async function updateVehicleMake(id: string, body: UpdateVehicleMakeBody): Promise<VehicleMake> {
  return apiData('PUT /vehicles/makes/:id', { params: { id }, body });
}
