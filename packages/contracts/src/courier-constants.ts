// Plain constants of booking parcels through the couriers' merchant APIs, with no dependency (no
// zod): the dashboard's booking dialog imports them from `@tyre/contracts/constants`.

/** Most orders one booking request takes (a page of the orders list is 100). */
export const COURIER_BULK_MAX = 100;

/** Pathao's limits on a parcel's weight, in kg (its merchant API: 0.5 to 10). */
export const PATHAO_WEIGHT = { min: 0.5, max: 10 } as const;

/** Pathao's delivery types: 48 normal delivery, 12 on-demand delivery. */
export const PATHAO_DELIVERY_TYPES = [48, 12] as const;
export type PathaoDeliveryType = (typeof PATHAO_DELIVERY_TYPES)[number];
