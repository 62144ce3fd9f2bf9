import { apiCall } from '@tyre/web-kit';

/** DELETE /size/:id (admin) — 409 with the reason while products use it. */
export async function deleteTyreSize(id: string): Promise<void> {
  await apiCall('DELETE /size/:id', { params: { id } });
}
