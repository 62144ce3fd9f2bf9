import type { PublicUser } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /auth/me — the logged-in customer's profile, to prefill the delivery details. */
export async function getMe(signal?: AbortSignal): Promise<PublicUser> {
  return apiData('GET /auth/me', { signal });
}
