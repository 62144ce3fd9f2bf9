// The routes of Pathao Courier: see route.ts for how a route is declared.
import { idParamsSchema } from '../schemas/common';
import {
  pathaoBookingBodySchema,
  pathaoCityParamsSchema,
  pathaoResolveBodySchema,
  pathaoWebhookBodySchema,
  pathaoZoneParamsSchema,
} from '../schemas/pathao';
import {
  pathaoAreaSchema,
  pathaoAvailabilitySchema,
  pathaoBookingResponseSchema,
  pathaoBookingResultSchema,
  pathaoDestinationSchema,
  pathaoPlaceSchema,
  pathaoWebhookResponseSchema,
} from '../schemas/pathao.responses';
import { z } from 'zod';
import { defineRoutes } from './route';

const kept =
  'Kept in the store (fetched from Pathao the first time and again after seven days; an old list stays when Pathao cannot be reached). 503 when Pathao is not configured or the list was never fetched and Pathao cannot be reached.';

export const pathaoRoutes = defineRoutes('Ordering', {
  'GET /couriers/pathao': {
    summary: 'Whether orders can be booked with Pathao',
    description:
      'True when the API has its Pathao settings (`PATHAO_BASE_URL`, `PATHAO_CLIENT_ID`, `PATHAO_CLIENT_SECRET`, `PATHAO_USERNAME`, `PATHAO_PASSWORD`, `PATHAO_STORE_ID`, `PATHAO_WEBHOOK_SECRET`).',
    access: 'admin',
    response: pathaoAvailabilitySchema,
  },
  'GET /couriers/pathao/cities': {
    summary: "Pathao's cities",
    description: kept,
    access: 'admin',
    response: z.array(pathaoPlaceSchema),
    errors: [503],
  },
  'GET /couriers/pathao/cities/:cityId/zones': {
    summary: "The zones of one of Pathao's cities",
    description: kept,
    access: 'admin',
    params: pathaoCityParamsSchema,
    response: z.array(pathaoPlaceSchema),
    errors: [503],
  },
  'GET /couriers/pathao/zones/:zoneId/areas': {
    summary: "The areas of one of Pathao's zones",
    description: kept,
    access: 'admin',
    params: pathaoZoneParamsSchema,
    response: z.array(pathaoAreaSchema),
    errors: [503],
  },
  'GET /couriers/pathao/orders/:id/destination': {
    summary: "Where an order goes in Pathao's terms, as the shop proposes it",
    description:
      "The city of the order's district (Pathao's older spellings included: Chattogram is Chittagong), the zone its thana or town names and the area its address names, each only when one matches; the parcel's weight worked out from its tyres (products keep no weight: each tyre weighs as a typical one of its category, e.g. 3 kg a motorcycle tyre, 55 kg a truck or bus tyre), proposed within Pathao's 0.5 to 10 kg, with `tooHeavy` when the parcel is heavier than Pathao takes; and the amount to collect. The admin chooses in the booking dialog.",
    access: 'admin',
    params: idParamsSchema,
    response: pathaoDestinationSchema,
    errors: [503],
  },
  'POST /couriers/pathao/bookings': {
    summary: 'Book orders with Pathao (one or many)',
    description:
      "Each order must be processing; each names Pathao's city, zone and (optionally) area, its weight and delivery type. The order's reference is Pathao's `merchant_order_id`; the amount to collect is the total for Cash on Delivery and 0 for a paid order. A booking is claimed in the store before Pathao is called, so a second press or a racing request never books a second parcel. Pathao cannot be asked about an order by the shop's reference, so after a call that went unanswered the order is not booked again (`unconfirmed`) until Pathao's `order.created` notice names its consignment, or an admin resolves it. A booked order is moved to shipped with the consignment id, and the customer gets the shipped SMS. Each order answers on its own; 503 when Pathao is not configured. Before anything is claimed or Pathao is asked, an order whose parcel is heavier than Pathao takes (10 kg, its weight worked out from its tyres as for the destination) refuses the whole request with 409 naming it, so that the admin books it with another courier.",
    access: 'admin',
    body: pathaoBookingBodySchema,
    response: pathaoBookingResponseSchema,
    errors: [409, 503],
  },
  'POST /couriers/pathao/orders/:id/resolve': {
    summary: 'Resolve a Pathao booking that went unanswered',
    description:
      "For an order whose booking call went unanswered (`unconfirmed`). With the `consignmentId` Pathao's panel shows for the order, the shop asks Pathao for that consignment, and when its `merchant_order_id` is the order's reference, keeps it as the order's parcel and ships the order. Without it, the admin says Pathao has no parcel for the order: the booking is released and may be made again. 409 when the order's booking is not unconfirmed.",
    access: 'admin',
    params: idParamsSchema,
    body: pathaoResolveBodySchema,
    response: pathaoBookingResultSchema,
    errors: [409, 503],
  },
  'POST /couriers/pathao/webhook': {
    summary: "Pathao's order notifications",
    description:
      "Called by Pathao with `X-PATHAO-Signature: <PATHAO_WEBHOOK_SECRET>` (401 otherwise, logged). Every accepted call is answered 202 with the `X-Pathao-Merchant-Webhook-Integration-Secret` header Pathao's integration check asks for (its `webhook_integration` event changes nothing). Idempotent and safe out of order: `order.created` confirms a booking whose answer was lost; delivered or partly delivered completes the order (the amount collected and the delivery fee recorded); returned, paid-return or pickup-cancelled moves it to returned; `order.paid` records that Pathao paid the shop; other events are the courier's latest word. Later events never move an order back. An unknown consignment is logged and answered 202.",
    access: 'public',
    body: pathaoWebhookBodySchema,
    status: 202,
    response: pathaoWebhookResponseSchema,
    errors: [401, 503],
  },
});
