import type { ProductCard, ReorderArrivalsBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** PUT /arrivals (admin): the new order of exactly the listed products; answers the new list. */
export async function reorderArrivals(body: ReorderArrivalsBody): Promise<ProductCard[]> {
  return apiData('PUT /arrivals', { body });
}
