import type { TyreRange } from '@tyre/contracts';
import { apiCall } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

/** GET /tires/:slug — one tyre range (pattern family); `null` when there is none. */
export async function getTyreRange(slug: string, signal?: AbortSignal): Promise<TyreRange | null> {
  return unlessNotFound(apiCall('GET /tires/:slug', { params: { slug }, signal }));
}
