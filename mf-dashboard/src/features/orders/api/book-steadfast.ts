import type { SteadfastBookingResult } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /couriers/steadfast/bookings { orders } (admin): books each order with Steadfast; each
 * answers on its own (booked, or why not). The API makes a repeat or a racing press book nothing.
 */
export async function bookSteadfast(orderIds: string[]): Promise<SteadfastBookingResult[]> {
  return (await apiData('POST /couriers/steadfast/bookings', { body: { orders: orderIds } })).results;
}
