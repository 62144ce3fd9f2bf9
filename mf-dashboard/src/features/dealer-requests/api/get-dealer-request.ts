import type { DealerRequest } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /dealer/:slug (admin): name, companyName, email, mobile, message, file and its flags. */
export async function getDealerRequest(slug: string, signal?: AbortSignal): Promise<DealerRequest> {
  return apiData('GET /dealer/:slug', { params: { slug }, signal });
}
