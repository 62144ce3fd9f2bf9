import type { ChangePasswordBody, MessageResponse } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { ChangePasswordBody };

/** PUT /auth/me/password */
export async function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return (await apiClient.put<MessageResponse>('/auth/me/password', body)).data;
}
