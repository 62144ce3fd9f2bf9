import type { AuthResponse, RegisterBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export type { RegisterBody };

/** POST /auth/reg — answers the new customer with a token, like login. */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/auth/reg', body)).data;
}
