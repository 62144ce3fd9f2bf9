// Shipping across couriers (admin): how a customer's earlier orders ended, resolving a returned
// parcel, and the COD report (money each courier collects, what it charged and still owes).
import { z } from 'zod';
import { objectIdSchema } from './common';
import { reportRangeQuerySchema } from './reports';
export type {
  CodCourierFigures,
  CodFigures,
  CodReport,
  CustomerRecord,
  ReturnResolutionResponse,
} from './shipments.responses';

export const orderIdParamsSchema = z.object({ id: objectIdSchema });

/** POST /orders/:id/return: whether the returned goods go back into stock (decided once). */
export const returnResolutionBodySchema = z.object({
  restock: z.boolean({ error: 'must be true or false' }),
  note: z.string().trim().max(300, 'must be 300 characters or fewer').optional(),
});
export type ReturnResolutionBody = z.input<typeof returnResolutionBodySchema>;

/** GET /reports/cod: the same range as the other reports (parcels by the day they were shipped). */
export const codReportQuerySchema = reportRangeQuerySchema;

/** The COD CSV's columns, in order. */
export const COD_CSV_COLUMNS = [
  'Courier',
  'Parcels',
  'On the way',
  'Delivered',
  'Returned',
  'COD to collect',
  'Collected',
  'Delivery charges',
  'Paid to the shop',
  'Still owed',
] as const;
