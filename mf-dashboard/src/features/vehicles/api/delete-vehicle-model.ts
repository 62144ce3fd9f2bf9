import { apiCall } from '@tyre/web-kit';

/** DELETE /vehicles/models/:id (admin): the model and its fitments. */
export async function deleteVehicleModel(id: string): Promise<void> {
  await apiCall('DELETE /vehicles/models/:id', { params: { id } });
}
