import type { PublicUser } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /auth/me */
export function getMe(signal?: AbortSignal): Promise<PublicUser> {
  return apiData('GET /auth/me', { signal });
}
