import type { AuthResponse, ChangePasswordBody, MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { ChangePasswordBody };

/** PUT /auth/me/password: every earlier token ends; the answer carries this browser's new one. */
export async function changePassword(body: ChangePasswordBody): Promise<AuthResponse & MessageResponse> {
  return (await apiClient.put<AuthResponse & MessageResponse>('/auth/me/password', body)).data;
}
