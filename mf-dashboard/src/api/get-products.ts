import type { ListProductsQuery, ProductCard } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../lib/query';

export type { ListProductsQuery };

/**
 * GET /products?search=&status=&page=&size= — with an admin token drafts are listed too;
 * the total comes in X-Total-Count.
 */
export async function getProducts(
  query: Partial<ListProductsQuery>,
  signal?: AbortSignal,
): Promise<Page<ProductCard>> {
  return apiPage('GET /products', { query: withoutBlanks(query), signal });
}
