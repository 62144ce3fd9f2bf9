import type { ProductCard, ReorderArrivalsBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** PUT /arrivals (admin): the new order of exactly the listed products; answers the new list. */
export async function reorderArrivals(body: ReorderArrivalsBody): Promise<ProductCard[]> {
  return (await apiClient.put<ProductCard[]>('/arrivals', body)).data;
}
