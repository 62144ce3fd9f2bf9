import type { AuthResponse, LoginBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { LoginBody };

/** POST /auth/login */
export async function login(body: LoginBody): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/auth/login', body)).data;
}
