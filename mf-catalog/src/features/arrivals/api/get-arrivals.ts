import type { ProductCard } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /arrivals/all — the new arrivals in the order the admins set. */
export async function getArrivals(signal?: AbortSignal): Promise<ProductCard[]> {
  return (await apiClient.get<ProductCard[]>('/arrivals/all', { signal })).data;
}
