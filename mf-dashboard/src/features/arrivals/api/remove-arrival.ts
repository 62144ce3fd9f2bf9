import type { ProductCard } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** DELETE /arrivals/:product (admin): takes a product off the list; answers the new list. */
export async function removeArrival(productId: string): Promise<ProductCard[]> {
  return apiData('DELETE /arrivals/:product', { params: { product: productId } });
}
