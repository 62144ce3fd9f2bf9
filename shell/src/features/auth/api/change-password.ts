import type { AuthResponse, ChangePasswordBody, MessageResponse } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { ChangePasswordBody };

/** PUT /auth/me/password: every earlier token ends; the answer carries this browser's new one. */
export function changePassword(body: ChangePasswordBody): Promise<AuthResponse & MessageResponse> {
  return apiData('PUT /auth/me/password', { body });
}
