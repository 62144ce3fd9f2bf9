import type { ListProductsQuery, ProductCard } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage, earlyAnswer, pageOf } from '@tyre/web-kit';

/** The filters of GET /products that visitors use (`ListProductsQuery` of the contracts). */
export type GetProductsInput = Pick<ListProductsQuery, 'page' | 'size'> &
  Partial<Pick<ListProductsQuery, 'search' | 'category' | 'range' | 'sort'>>;

/** GET /products?search=&category=&range=&sort=&page=&size= — a page of products and the total. */
export function getProducts(input: GetProductsInput, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return apiPage('GET /products', { query: input, signal });
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyProducts(input: GetProductsInput): Page<ProductCard> | undefined {
  const response = earlyAnswer('GET /products', { query: input });
  return response && pageOf(response);
}
