import { apiCall } from '@tyre/web-kit';

/** DELETE /couriers/:id (admin): orders already shipped with it keep its name. */
export async function deleteCourier(id: string): Promise<void> {
  await apiCall('DELETE /couriers/:id', { params: { id } });
}
