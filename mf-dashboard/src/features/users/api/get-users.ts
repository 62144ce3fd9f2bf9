import type { ListUsersQuery, PublicUser } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export type { ListUsersQuery };

export interface UserPage {
  users: PublicUser[];
  total: number;
}

/** GET /auth/user?page=&size=&search=&role= (admin) — total in X-Total-Count. */
export async function getUsers(query: Partial<ListUsersQuery>, signal?: AbortSignal): Promise<UserPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await apiClient.get<PublicUser[]>('/auth/user', { params, signal });
  return { users: response.data, total: totalCount(response, response.data.length) };
}
