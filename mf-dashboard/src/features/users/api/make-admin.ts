import type { MakeAdminBody, PublicUser } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { MakeAdminBody };

/** POST /auth/admin {email} or {mobile} — promote a user to admin. */
export async function makeAdmin(body: MakeAdminBody): Promise<PublicUser> {
  return apiData('POST /auth/admin', { body });
}
