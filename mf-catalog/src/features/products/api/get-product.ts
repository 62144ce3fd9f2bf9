import type { Product } from '@tyre/contracts';
import { apiClient, earlyGet } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

const pathOf = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** GET /products/:slug — `:slug` is a slug or an `_id` (cards link by `_id`); `null` when there is none. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  return unlessNotFound(apiClient.get<Product>(pathOf(slug), { signal }));
}

/** The same product at once from the page's early answer when that is in, else undefined. */
export function earlyProduct(slug: string): Product | undefined {
  return earlyGet<Product>(pathOf(slug))?.data;
}
