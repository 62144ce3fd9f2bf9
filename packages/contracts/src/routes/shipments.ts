// The routes of shipping across couriers: see route.ts for how a route is declared.
import { reportRangeQuerySchema } from '../schemas/reports';
import { codReportQuerySchema, orderIdParamsSchema, returnResolutionBodySchema } from '../schemas/shipments';
import {
  codReportSchema,
  customerRecordSchema,
  returnResolutionResponseSchema,
} from '../schemas/shipments.responses';
import { defineRoutes } from './route';

export const shipmentsRoutes = {
  ...defineRoutes('Ordering', {
    'GET /orders/:id/customer-record': {
      summary: "How the customer's earlier orders ended",
      description:
        "The other orders placed with this order's mobile number: how many were delivered, refused at the door, returned, cancelled or are still open, and the five newest, so that an admin sees a known refuser before booking a parcel.",
      access: 'admin',
      params: orderIdParamsSchema,
      response: customerRecordSchema,
    },
    'POST /orders/:id/return': {
      summary: 'Resolve a returned order: restock its goods or not',
      description:
        'Only for a returned order, once: `restock: true` puts its lines back into stock (exactly once, whatever is pressed twice or at once), `false` keeps them out (damaged, lost). 409 when the order is not returned or was resolved already.',
      access: 'admin',
      params: orderIdParamsSchema,
      body: returnResolutionBodySchema,
      response: returnResolutionResponseSchema,
      errors: [409],
    },
  }),
  ...defineRoutes('Reports', {
    'GET /reports/cod': {
      summary: 'Cash on Delivery money per courier',
      description:
        "Parcels of Cash on Delivery orders shipped in the range (by the day they were shipped, Dhaka time), per courier: what each was asked to collect, what it collected, its delivery charges, what it has paid the shop and what it still owes — from the couriers' stored updates (a courier chosen by hand counts a completed order as collected).",
      access: 'admin',
      query: codReportQuerySchema,
      response: codReportSchema,
    },
    'GET /reports/cod.csv': {
      summary: 'The COD report, as CSV',
      description: 'UTF-8 with a byte order mark, a header row, one row per courier and a totals row.',
      access: 'admin',
      query: reportRangeQuerySchema,
      response: { raw: ['text/csv'] },
    },
  }),
};
