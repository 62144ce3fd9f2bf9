import type { FinderQuery, ProductCard } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

/** The finder's filters; `tyreSize` is the tyre size, `size` the page size (never the same key). */
export type FindProductsInput = Pick<FinderQuery, 'page' | 'size'> &
  Partial<Pick<FinderQuery, 'category' | 'rim' | 'tyreSize'>>;

export interface FinderPage {
  products: ProductCard[];
  /** from X-Total-Count */
  total: number;
}

/** GET /products/finder?category=&rim=&tyreSize=&page=&size= — a page of matching products and the total. */
export async function findProducts(input: FindProductsInput, signal?: AbortSignal): Promise<FinderPage> {
  const response = await apiClient.get<ProductCard[]>('/products/finder', { params: input, signal });
  return { products: response.data, total: totalCount(response, response.data.length) };
}
