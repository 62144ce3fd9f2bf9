import { apiCall } from '@tyre/web-kit';

/** DELETE /auth/admin/:id — the admin becomes a customer again. */
export async function demoteAdmin(id: string): Promise<void> {
  await apiCall('DELETE /auth/admin/:id', { params: { id } });
}
