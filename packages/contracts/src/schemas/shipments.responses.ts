// What the shipping routes answer (see shipments.ts for what they take).
import { z } from 'zod';
import { CARRIERS, ORDER_STATUSES } from '../order-constants';
import { orderSchema } from './orders.responses';

const count = z.number().int();
const money = z.number().int().describe('whole BDT');

/** GET /orders/:id/customer-record: how this mobile number's other orders in the shop ended. */
export const customerRecordSchema = z
  .object({
    mobileNumber: z.string(),
    orders: count.describe('other orders placed with this number'),
    completed: count.describe('delivered'),
    refused: count.describe('returned because the customer refused the parcel'),
    returned: count.describe('returned for another reason (undeliverable, cancelled by the courier)'),
    cancelled: count,
    open: count.describe('not finished yet'),
    recent: z
      .array(
        z.object({
          _id: z.string(),
          reference: z.string(),
          status: z.enum(ORDER_STATUSES),
          at: z.string().describe('when it was placed'),
        }),
      )
      .describe('the five newest, newest first'),
  })
  .meta({ id: 'CustomerRecord' });
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

export const returnResolutionResponseSchema = z
  .object({ message: z.string(), order: orderSchema })
  .meta({ id: 'ReturnResolutionResponse' });
export type ReturnResolutionResponse = z.infer<typeof returnResolutionResponseSchema>;

export const codFiguresSchema = z
  .object({
    parcels: count.describe('Cash on Delivery parcels shipped in the range'),
    open: count.describe('still on the way'),
    delivered: count,
    returned: count,
    expected: money.describe('what the courier was asked to collect'),
    collected: money.describe('what it says it collected (for a courier chosen by hand: completed orders)'),
    deliveryCharges: money,
    settled: money.describe("what it has paid the shop (Pathao's payment invoices), net of its charges"),
    owed: money.describe('collected − delivery charges − paid: what the courier still owes the shop'),
  })
  .meta({ id: 'CodFigures' });
export type CodFigures = z.infer<typeof codFiguresSchema>;

export const codCourierFiguresSchema = codFiguresSchema
  .extend({
    courier: z.string().describe('the courier’s name (empty: shipped with none named)'),
    courierBn: z.string(),
    carrier: z
      .enum(CARRIERS)
      .optional()
      .describe('set when some of its parcels were booked through its merchant API'),
  })
  .meta({ id: 'CodCourierFigures' });
export type CodCourierFigures = z.infer<typeof codCourierFiguresSchema>;

/** GET /reports/cod */
export const codReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    couriers: z.array(codCourierFiguresSchema).describe('most still owed first'),
    totals: codFiguresSchema,
  })
  .meta({ id: 'CodReport' });
export type CodReport = z.infer<typeof codReportSchema>;
