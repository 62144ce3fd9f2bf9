import type { ListProductsQuery, ProductCard } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export type { ListProductsQuery };

export interface ProductPage {
  products: ProductCard[];
  total: number;
}

/**
 * GET /products?search=&status=&page=&size= — with an admin token drafts are listed too;
 * the total comes in X-Total-Count.
 */
export async function getProducts(
  query: Partial<ListProductsQuery>,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await apiClient.get<ProductCard[]>('/products', { params, signal });
  return { products: response.data, total: totalCount(response, response.data.length) };
}
