import type { ProductCard } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /arrivals/all — the new arrivals in their order (with an admin token, drafts too). */
export async function getArrivals(signal?: AbortSignal): Promise<ProductCard[]> {
  return apiData('GET /arrivals/all', { signal });
}
