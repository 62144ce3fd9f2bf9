import type { PathaoDestination } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /couriers/pathao/orders/:id/destination (admin): the city, zone and area proposed for an order. */
export async function getPathaoDestination(
  orderId: string,
  signal?: AbortSignal,
): Promise<PathaoDestination> {
  return apiData('GET /couriers/pathao/orders/:id/destination', { params: { id: orderId }, signal });
}
