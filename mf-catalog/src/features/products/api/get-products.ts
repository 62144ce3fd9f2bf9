import type { ListProductsQuery, ProductCard } from '@tyre/contracts';
import { apiClient, earlyGet, totalCount, type ApiResponse } from '@tyre/web-kit';

/** The filters of GET /products that visitors use (`ListProductsQuery` of the contracts). */
export type GetProductsInput = Pick<ListProductsQuery, 'page' | 'size'> &
  Partial<Pick<ListProductsQuery, 'search' | 'category' | 'range' | 'sort'>>;

export interface ProductPage {
  products: ProductCard[];
  /** from X-Total-Count */
  total: number;
}

const pageOf = (response: ApiResponse<ProductCard[]>): ProductPage => ({
  products: response.data,
  total: totalCount(response, response.data.length),
});

/** GET /products?search=&category=&range=&sort=&page=&size= — a page of products and the total. */
export async function getProducts(input: GetProductsInput, signal?: AbortSignal): Promise<ProductPage> {
  return pageOf(await apiClient.get<ProductCard[]>('/products', { params: input, signal }));
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyProducts(input: GetProductsInput): ProductPage | undefined {
  const response = earlyGet<ProductCard[]>('/products', input);
  return response && pageOf(response);
}
