import type { MakeAdminBody, PublicUser } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { MakeAdminBody };

/** POST /auth/admin {email} or {mobile} — promote a user to admin. */
export async function makeAdmin(body: MakeAdminBody): Promise<PublicUser> {
  return (await apiClient.post<PublicUser>('/auth/admin', body)).data;
}
