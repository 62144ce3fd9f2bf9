import type { Product } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

/** GET /products/:slug — `:slug` is a slug or an `_id` (cards link by `_id`); `null` when there is none. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  return unlessNotFound(apiClient.get<Product>(`/products/${encodeURIComponent(slug)}`, { signal }));
}
