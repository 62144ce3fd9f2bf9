import type { PathaoBookingBody, PathaoBookingResult } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/**
 * POST /couriers/pathao/bookings { parcels } (admin): books each order with the destination
 * chosen; each answers on its own (booked, or why not). The API books nothing twice.
 */
export async function bookPathao(parcels: PathaoBookingBody['parcels']): Promise<PathaoBookingResult[]> {
  return (await apiData('POST /couriers/pathao/bookings', { body: { parcels } })).results;
}
