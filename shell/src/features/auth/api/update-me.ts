import type { PublicUser, UpdateProfileBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { UpdateProfileBody };

/** PUT /auth/me — name, mobile and address fields. */
export function updateMe(body: UpdateProfileBody): Promise<PublicUser> {
  return apiData('PUT /auth/me', { body });
}
