import type { ListUsersQuery, PublicUser } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

export type { ListUsersQuery };

/** GET /auth/user?page=&size=&search=&role= (admin) — total in X-Total-Count. */
export async function getUsers(
  query: Partial<ListUsersQuery>,
  signal?: AbortSignal,
): Promise<Page<PublicUser>> {
  return apiPage('GET /auth/user', { query: withoutBlanks(query), signal });
}
