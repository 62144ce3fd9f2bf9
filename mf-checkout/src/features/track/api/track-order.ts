import type { TrackedOrder, TrackOrderBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /orders/track — an order by its reference and the mobile number it was placed with (no
 * account needed). A wrong pair is a 404, the same as an unknown reference.
 */
export async function trackOrder(body: TrackOrderBody, signal?: AbortSignal): Promise<TrackedOrder> {
  return apiData('POST /orders/track', { body, signal });
}
