import { apiClient, type ProductSummary } from '@tyre/web-kit';

export interface ProductDetail extends ProductSummary {
  description?: string;
  desc?: string;
  images?: string[];
  category?: string | { name?: string };
  tireSize?: string;
  size?: string;
}

/** GET /products/:slug — `:slug` is a slug or an `_id` (product cards link by `_id`). */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return (await apiClient.get<ProductDetail>(`/products/${encodeURIComponent(slug)}`, { signal })).data;
}
