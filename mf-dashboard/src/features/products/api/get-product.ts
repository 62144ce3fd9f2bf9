import type { Product } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /products/:slug — one product; with an admin token drafts too. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return apiData('GET /products/:slug', { params: { slug }, signal });
}
