// The couriers an order ships with: what an admin sends (JSON); the answer is in
// `couriers.responses.ts`.
import { z } from 'zod';
export type { Courier } from './couriers.responses';

export const COURIER_NAME_MAX = 60;

const courierName = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(COURIER_NAME_MAX, `must be ${COURIER_NAME_MAX} characters or fewer`);

/**
 * The courier's tracking page, with `{number}` where the tracking number goes
 * (https://example.com/track?id={number}); empty when it has none.
 */
const courierTrackingUrl = z
  .string()
  .trim()
  .max(300, 'is too long')
  .refine((v) => v === '' || (/^https:\/\/\S+$/.test(v) && v.includes('{number}')), {
    message: 'must be an https address with {number} in it',
  });

export const createCourierBodySchema = z.object({
  name: courierName,
  nameBn: courierName,
  trackingUrl: courierTrackingUrl.default(''),
  active: z.boolean().default(true),
});
export type CreateCourierBody = z.input<typeof createCourierBodySchema>;
/** Only the fields sent change (no defaults: a change of the name leaves the page and `active` as they are). */
export const updateCourierBodySchema = z.object({
  name: courierName.optional(),
  nameBn: courierName.optional(),
  trackingUrl: courierTrackingUrl.optional(),
  active: z.boolean().optional(),
});
export type UpdateCourierBody = z.input<typeof updateCourierBodySchema>;

/** The couriers the demo data and a new shop start with. */
export const DEFAULT_COURIERS: readonly { name: string; nameBn: string }[] = [
  { name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' },
  { name: 'Steadfast Courier', nameBn: 'স্টেডফাস্ট কুরিয়ার' },
  { name: 'RedX', nameBn: 'রেডএক্স' },
  { name: 'Sundarban Courier', nameBn: 'সুন্দরবন কুরিয়ার' },
  { name: 'SA Paribahan', nameBn: 'এসএ পরিবহন' },
  { name: 'eCourier', nameBn: 'ই-কুরিয়ার' },
  { name: 'Own delivery', nameBn: 'নিজস্ব ডেলিভারি' },
];
