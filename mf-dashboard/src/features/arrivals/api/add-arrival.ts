import type { AddArrivalBody, ProductCard } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /arrivals (admin): appends a product; answers the new list (409 when listed or full). */
export async function addArrival(body: AddArrivalBody): Promise<ProductCard[]> {
  return apiData('POST /arrivals', { body });
}
