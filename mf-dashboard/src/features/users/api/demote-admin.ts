import { apiClient } from '@tyre/web-kit';

/** DELETE /auth/admin/:id — the admin becomes a customer again. */
export async function demoteAdmin(id: string): Promise<void> {
  await apiClient.delete(`/auth/admin/${encodeURIComponent(id)}`);
}
