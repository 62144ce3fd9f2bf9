import { apiCall } from '@tyre/web-kit';

/** DELETE /vehicles/fitments/:id (admin). */
export async function deleteVehicleFitment(id: string): Promise<void> {
  await apiCall('DELETE /vehicles/fitments/:id', { params: { id } });
}
