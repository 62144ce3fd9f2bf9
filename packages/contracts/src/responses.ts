// The answer schemas of every route, for the API and its OpenAPI document (`GET /api/v1/openapi.json`).
// Each lives beside its resource's request schemas, in `schemas/<resource>.responses.ts`; the main
// entry re-exports their types (`z.infer`) as types only.
//
// A separate entry (`@tyre/contracts/responses`), not re-exported from the main one: browser
// bundles that import `@tyre/contracts` do not carry these schemas.
export * from './schemas/common.responses';
export * from './schemas/auth.responses';
export * from './schemas/categories.responses';
export * from './schemas/tyre-ranges.responses';
export * from './schemas/tyre-sizes.responses';
export * from './schemas/products.responses';
export * from './schemas/news.responses';
export * from './schemas/video.responses';
export * from './schemas/banners.responses';
export * from './schemas/gallery.responses';
export * from './schemas/contact.responses';
export * from './schemas/jobs.responses';
export * from './schemas/dealer.responses';
export * from './schemas/dealers.responses';
export * from './schemas/mobile.responses';
export * from './schemas/orders.responses';
export * from './schemas/payments.responses';
export * from './schemas/couriers.responses';
export * from './schemas/steadfast.responses';
export * from './schemas/courier-booking.responses';
export * from './schemas/pathao.responses';
export * from './schemas/shipments.responses';
export * from './schemas/messages.responses';
export * from './schemas/reports.responses';
export * from './schemas/vehicles.responses';
