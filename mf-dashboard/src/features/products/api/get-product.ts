import type { Product } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /products/:slug — one product; with an admin token drafts too. */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return (await apiClient.get<Product>(`/products/${encodeURIComponent(slug)}`, { signal })).data;
}
