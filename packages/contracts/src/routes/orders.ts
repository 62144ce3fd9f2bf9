// The routes of orders: see route.ts for how a route is declared.
import { z } from 'zod';
import {
  allOrdersQuerySchema,
  checkMobileCodeBodySchema,
  myOrdersQuerySchema,
  orderKeyParamsSchema,
  placeOrderBodySchema,
  quoteBodySchema,
  sendMobileCodeBodySchema,
  trackOrderBodySchema,
  updateOrderStatusBodySchema,
} from '../index';
import {
  mobileCodeSentSchema,
  mobileConfirmedSchema,
  mobileVerificationSchema,
  orderCountsSchema,
  orderSchema,
  outboxMessageSchema,
  quoteSchema,
  trackedOrderSchema,
  updateOrderStatusResponseSchema,
} from '../responses';
import { idempotencyHeaders, replayedHeader } from './common';
import { defineRoutes } from './route';

export const ordersRoutes = defineRoutes('Ordering', {
  'POST /orders/quote': {
    summary: 'Price a cart',
    description:
      'Prices, shipping and totals come from our records; lines that cannot be ordered are listed in `unavailable` and count in no total.',
    access: 'public',
    body: quoteBodySchema,
    response: quoteSchema,
  },
  'POST /orders': {
    summary: 'Place an order (visitors and customers)',
    description:
      'Prices come from our records and the stock is taken atomically (409 when a line is unavailable or not enough is left, when the bKash TrxID was used, or when bKash is not offered). A `bKash Online` order (when the shop has configured bKash) is placed `awaiting_payment`, its stock held until `payment.payBy`: pay it with `POST /payments/bkash`. With `ORDER_OTP` on, an order that needs it is placed only when this browser has confirmed its mobile number (`POST /orders/verify-mobile/check`), else 403. Placements are limited per client address and per mobile number (429 with `Retry-After`); a replay of an Idempotency-Key is never counted. A token that no longer works is 401.',
    access: 'optional',
    credentials: true,
    headers: idempotencyHeaders,
    body: placeOrderBodySchema,
    status: 201,
    response: orderSchema,
    responseHeaders: replayedHeader,
    errors: [401, 403, 409, 429],
  },
  'GET /orders/verify-mobile': {
    summary: 'Whether an order needs a mobile number confirmed by SMS code',
    description:
      "The shop's `ORDER_OTP` (`off`, `cod`, `all`) and the number confirmed on this browser (from its `tyre_mobile` cookie), or null.",
    access: 'public',
    credentials: true,
    response: mobileVerificationSchema,
  },
  'POST /orders/verify-mobile/send': {
    summary: 'Send a one-time code to a mobile number by SMS',
    description:
      'A 6-digit code, good for 5 minutes and 3 tries, in the language given. Codes are limited per number (one a minute, five an hour) and per client address, counted before anything is sent (429 with `Retry-After`). 409 when the shop does not confirm numbers (`ORDER_OTP=off`); 503 when the SMS could not be sent, or when the shop-wide SMS budget (`SMS_BUDGET_PER_HOUR`, `SMS_BUDGET_PER_DAY`, counted over every SMS the shop sends) is spent for now: `messageCode` `otp.smsBudgetSpent`, with `Retry-After`, checked before a code is made.',
    access: 'public',
    credentials: true,
    body: sendMobileCodeBodySchema,
    response: mobileCodeSentSchema,
    errors: [409, 429, 503],
  },
  'POST /orders/verify-mobile/check': {
    summary: 'Confirm a mobile number with its code',
    description:
      'A right code confirms the number on this browser for 30 days: an HttpOnly, SameSite=Strict cookie (`tyre_mobile`) that `POST /orders` reads. A wrong, expired, used-up or never-sent code answers the same 400. Checks are limited per client address (429 with `Retry-After`).',
    access: 'public',
    credentials: true,
    body: checkMobileCodeBodySchema,
    response: mobileConfirmedSchema,
    errors: [409, 429],
  },
  'GET /orders': {
    summary: 'My orders, newest first',
    access: 'user',
    query: myOrdersQuerySchema,
    response: z.array(orderSchema),
    paged: true,
  },
  'GET /orders/all': {
    summary: 'All orders, newest first, with filters and a search',
    description:
      '`from` and `to` are whole days in Bangladesh time; `search` looks in the reference, the mobile number and the name.',
    access: 'admin',
    query: allOrdersQuerySchema,
    response: z.array(orderSchema),
    paged: true,
  },
  'GET /orders/counts': {
    summary: 'Orders per status and in all',
    access: 'admin',
    response: orderCountsSchema,
  },
  'GET /orders/:key': {
    summary: 'One order',
    description:
      'By its key for anyone holding it, or by its `_id` for its owner and admins (404 for anyone else).',
    access: 'optional',
    params: orderKeyParamsSchema,
    secrets: { params: ['key'] },
    response: orderSchema,
  },
  'GET /orders/:key/invoice.pdf': {
    summary: 'The invoice of an order, as PDF',
    description: 'Opened like the order: by its key, or by its `_id` for its owner and admins.',
    access: 'optional',
    params: orderKeyParamsSchema,
    secrets: { params: ['key'] },
    response: { raw: ['application/pdf'] },
  },
  'PUT /orders/:key': {
    summary: "Move an order's status",
    description:
      'Only along the allowed moves (409 otherwise, or when another admin moved it first); cancelling puts the stock back. A move to `shipped` may name the courier and its tracking number (400 with any other move).',
    access: 'admin',
    params: orderKeyParamsSchema,
    secrets: { params: ['key'] },
    body: updateOrderStatusBodySchema,
    response: updateOrderStatusResponseSchema,
    errors: [409],
  },
  'GET /orders/:key/messages': {
    summary: 'The SMS and e-mails sent about an order, oldest first',
    access: 'admin',
    params: orderKeyParamsSchema,
    secrets: { params: ['key'] },
    response: z.array(outboxMessageSchema),
  },
  'POST /orders/track': {
    summary: 'Track an order without an account',
    description:
      'By its reference and the mobile number it was placed with: the statuses, the shipment, the items and the total; no key (the invoice opens by the link the customer was sent) and nothing about the customer. A wrong pair answers the same 404 as an unknown reference. Asks are limited per client address, and wrong asks per reference and for the whole shop, counted before the lookup (429 with `Retry-After`).',
    access: 'public',
    body: trackOrderBodySchema,
    response: trackedOrderSchema,
    errors: [429],
  },
});
