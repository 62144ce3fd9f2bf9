import type { AuthResponse, RegisterBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export type { RegisterBody };

/** POST /auth/reg — answers the new customer with a token, like login. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiData('POST /auth/reg', { body });
}
