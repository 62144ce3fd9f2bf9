import type { PathaoBookingResult } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /couriers/pathao/orders/:id/resolve (admin): the consignment Pathao's panel shows for an
 * order whose booking went unanswered (checked with Pathao), or none (the booking is released).
 */
export async function resolvePathao(orderId: string, consignmentId?: string): Promise<PathaoBookingResult> {
  return apiData('POST /couriers/pathao/orders/:id/resolve', {
    params: { id: orderId },
    body: consignmentId ? { consignmentId } : {},
  });
}
