// The routes of Steadfast Courier: see route.ts for how a route is declared.
import { steadfastBookingBodySchema, steadfastWebhookBodySchema } from '../schemas/steadfast';
import {
  steadfastAvailabilitySchema,
  steadfastBalanceSchema,
  steadfastBookingResponseSchema,
  steadfastWebhookResponseSchema,
} from '../schemas/steadfast.responses';
import { defineRoutes } from './route';

export const steadfastRoutes = defineRoutes('Ordering', {
  'GET /couriers/steadfast': {
    summary: 'Whether orders can be booked with Steadfast',
    description:
      'True when the API has its Steadfast settings (`STEADFAST_BASE_URL`, `STEADFAST_API_KEY`, `STEADFAST_SECRET_KEY`, `STEADFAST_WEBHOOK_TOKEN`).',
    access: 'admin',
    response: steadfastAvailabilitySchema,
  },
  'GET /couriers/steadfast/balance': {
    summary: "Steadfast's current balance",
    description:
      'Asks Steadfast (`GET /get_balance`) for what it holds for the shop now, each time (never kept). `{ enabled: false }` when Steadfast is not configured; 503 when Steadfast cannot be reached, does not answer in time or refuses the shop’s keys (each with its own message; the reason is logged).',
    access: 'admin',
    response: steadfastBalanceSchema,
    errors: [503],
  },
  'POST /couriers/steadfast/bookings': {
    summary: 'Book orders with Steadfast (one or many)',
    description:
      "Each order must be processing. Its reference is Steadfast's invoice; the amount to collect is the total for Cash on Delivery and 0 for a paid order. A booking is claimed in the store before Steadfast is called, so a second press, a racing request or a retry after a time-out never books a second parcel (after an unanswered call the next try asks Steadfast by invoice first). A booked order is moved to shipped with the consignment id and tracking code, and the customer gets the shipped SMS. Each order answers on its own; 503 when Steadfast is not configured.",
    access: 'admin',
    body: steadfastBookingBodySchema,
    response: steadfastBookingResponseSchema,
    errors: [503],
  },
  'POST /couriers/steadfast/webhook': {
    summary: "Steadfast's delivery-status and tracking notifications",
    description:
      "Called by Steadfast with `Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>` (401 otherwise, logged). Idempotent and safe out of order: a delivered parcel completes its order (recording the amount collected and the delivery charge), a cancelled or returned one cancels it (its stock is put back), each with the customer's message; later updates never move an order back. An unknown consignment is logged and answered 200.",
    access: 'public',
    body: steadfastWebhookBodySchema,
    response: steadfastWebhookResponseSchema,
    errors: [401, 503],
  },
});
