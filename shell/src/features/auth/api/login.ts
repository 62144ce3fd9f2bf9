import type { AuthResponse, LoginBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { LoginBody };

/** POST /auth/login */
export function login(body: LoginBody): Promise<AuthResponse> {
  return apiData('POST /auth/login', { body });
}
