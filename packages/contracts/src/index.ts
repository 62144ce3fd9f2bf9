// The main entry: every request schema and rule, the types of every payload, the constants of the
// spec. Each resource's schemas are in `schemas/<resource>.ts` (what clients send) and
// `schemas/<resource>.responses.ts` (what the API answers: only their types are re-exported here,
// so browser bundles carry no answer schema).
export * from './schemas/common';
export { formFlagSchema, HONEYPOT_FIELD, honeypotSchema, type FormFlag } from './schemas/content-fields';
export {
  catalogSlugSchema,
  featuresSchema,
  numberField,
  queryObject,
  rimSchema,
  takaField,
} from './schemas/catalog-fields';
export * from './schemas/auth';
export type * from './remotes';
export * from './schemas/categories';
export * from './schemas/tyre-ranges';
export * from './schemas/tyre-sizes';
export * from './schemas/products';
export * from './schemas/arrivals';
export * from './schemas/news';
export * from './schemas/video';
export * from './schemas/banners';
export * from './schemas/gallery';
export * from './schemas/contact';
export * from './schemas/jobs';
export * from './schemas/dealer';
export * from './schemas/dealers';
export * from './schemas/mobile';
export * from './schemas/orders';
export * from './schemas/payments';
export * from './schemas/couriers';
export * from './schemas/steadfast';
export * from './schemas/pathao';
export * from './schemas/shipments';
export type { BookingProblem } from './schemas/courier-booking.responses';
export * from './schemas/messages';
export * from './schemas/reports';
export * from './schemas/vehicles';
export * from './tyre-size-key';
export * from './constants';
export * from './localized';
