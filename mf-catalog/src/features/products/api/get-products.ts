import type { ListProductsQuery, ProductCard } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

/** The filters of GET /products that visitors use (`ListProductsQuery` of the contracts). */
export type GetProductsInput = Pick<ListProductsQuery, 'page' | 'size'> &
  Partial<Pick<ListProductsQuery, 'search' | 'category' | 'range' | 'sort'>>;

export interface ProductPage {
  products: ProductCard[];
  /** from X-Total-Count */
  total: number;
}

/** GET /products?search=&category=&range=&sort=&page=&size= — a page of products and the total. */
export async function getProducts(input: GetProductsInput, signal?: AbortSignal): Promise<ProductPage> {
  const response = await apiClient.get<ProductCard[]>('/products', { params: input, signal });
  return { products: response.data, total: totalCount(response, response.data.length) };
}
