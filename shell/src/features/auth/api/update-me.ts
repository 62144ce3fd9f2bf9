import type { PublicUser, UpdateProfileBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { UpdateProfileBody };

/** PUT /auth/me — name, mobile and address fields. */
export async function updateMe(body: UpdateProfileBody): Promise<PublicUser> {
  return (await apiClient.put<PublicUser>('/auth/me', body)).data;
}
