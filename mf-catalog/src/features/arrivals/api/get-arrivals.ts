import type { ProductCard } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /arrivals/all — the new arrivals in the order the admins set. */
export function getArrivals(signal?: AbortSignal): Promise<ProductCard[]> {
  return apiData('GET /arrivals/all', { signal });
}
