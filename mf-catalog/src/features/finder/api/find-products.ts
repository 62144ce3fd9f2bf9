import type { FinderQuery, ProductCard } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage, earlyAnswer, pageOf } from '@tyre/web-kit';

/** The finder's filters; `tyreSize` is the tyre size, `size` the page size (never the same key). */
export type FindProductsInput = Pick<FinderQuery, 'page' | 'size'> &
  Partial<Pick<FinderQuery, 'category' | 'rim' | 'tyreSize'>>;

/** GET /products/finder?category=&rim=&tyreSize=&page=&size= — a page of matching products and the total. */
export function findProducts(input: FindProductsInput, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return apiPage('GET /products/finder', { query: input, signal });
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyFinderPage(input: FindProductsInput): Page<ProductCard> | undefined {
  const response = earlyAnswer('GET /products/finder', { query: input });
  return response && pageOf(response);
}
