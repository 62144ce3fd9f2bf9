import { apiCall } from '@tyre/web-kit';

/** DELETE /vehicles/makes/:id (admin) — 409 with the reason while it has models. */
export async function deleteVehicleMake(id: string): Promise<void> {
  await apiCall('DELETE /vehicles/makes/:id', { params: { id } });
}
