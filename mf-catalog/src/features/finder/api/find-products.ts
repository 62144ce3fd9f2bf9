import type { FinderQuery, ProductCard } from '@tyre/contracts';
import { apiClient, earlyGet, totalCount, type ApiResponse } from '@tyre/web-kit';

/** The finder's filters; `tyreSize` is the tyre size, `size` the page size (never the same key). */
export type FindProductsInput = Pick<FinderQuery, 'page' | 'size'> &
  Partial<Pick<FinderQuery, 'category' | 'rim' | 'tyreSize'>>;

export interface FinderPage {
  products: ProductCard[];
  /** from X-Total-Count */
  total: number;
}

const pageOf = (response: ApiResponse<ProductCard[]>): FinderPage => ({
  products: response.data,
  total: totalCount(response, response.data.length),
});

/** GET /products/finder?category=&rim=&tyreSize=&page=&size= — a page of matching products and the total. */
export async function findProducts(input: FindProductsInput, signal?: AbortSignal): Promise<FinderPage> {
  return pageOf(await apiClient.get<ProductCard[]>('/products/finder', { params: input, signal }));
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyFinderPage(input: FindProductsInput): FinderPage | undefined {
  const response = earlyGet<ProductCard[]>('/products/finder', input);
  return response && pageOf(response);
}
