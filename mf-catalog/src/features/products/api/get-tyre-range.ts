import type { TyreRange } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

/** GET /tires/:slug — one tyre range (pattern family); `null` when there is none. */
export function getTyreRange(slug: string, signal?: AbortSignal): Promise<TyreRange | null> {
  return unlessNotFound(apiClient.get<TyreRange>(`/tires/${encodeURIComponent(slug)}`, { signal }));
}
