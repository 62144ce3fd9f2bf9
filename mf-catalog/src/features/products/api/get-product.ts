import type { Product } from '@tyre/contracts';
import { apiCall, earlyAnswer } from '@tyre/web-kit';
import { unlessNotFound } from '../../../utils/unless-not-found';

/** GET /products/:slug — `:slug` is a slug or an `_id` (cards link by `_id`); `null` when there is none. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  return unlessNotFound(apiCall('GET /products/:slug', { params: { slug }, signal }));
}

/** The same product at once from the page's early answer when that is in, else undefined. */
export function earlyProduct(slug: string): Product | undefined {
  return earlyAnswer('GET /products/:slug', { params: { slug } })?.data;
}
