// What the report routes answer.
import { z } from 'zod';
import { REPORT_GRANULARITIES } from '../constants';
import { PAYMENT_TYPES } from '../order-constants';
import { orderStatusSchema } from './orders.responses';
import { id } from './response-fields';

const reportDay = z.string().describe('a day in Dhaka time (YYYY-MM-DD)');
const whole = () => z.number().int();

export const reportFiguresSchema = z
  .object({
    orders: whole(),
    units: whole(),
    revenue: whole().describe('order totals with shipping, whole BDT'),
  })
  .meta({ id: 'ReportFigures' });
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const salesPeriodSchema = reportFiguresSchema
  .extend({
    period: reportDay.describe('first day of the period (the Monday of a week, the 1st of a month)'),
  })
  .meta({ id: 'SalesPeriod' });
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

/** GET /reports/sales */
export const salesReportSchema = z
  .object({
    from: reportDay,
    to: reportDay,
    granularity: z.enum(REPORT_GRANULARITIES),
    timeZone: z.string(),
    periods: z.array(salesPeriodSchema).describe('every period of the range, empty ones as zeros'),
    totals: reportFiguresSchema.describe('cancelled and returned orders excluded'),
    cancelled: reportFiguresSchema.describe('the cancelled orders, apart'),
    returned: reportFiguresSchema.describe(
      'the returned orders (the courier brought the parcel back: nothing collected), apart',
    ),
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof salesReportSchema>;

const productFiguresSchema = z
  .object({
    product: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    slug: z.string(),
    units: whole(),
    revenue: whole().describe('line totals (goods, without shipping), whole BDT'),
  })
  .meta({ id: 'ProductFigures' });
const categoryFiguresSchema = z
  .object({
    categoryId: id.nullable().describe('null for products deleted since (named "Unknown")'),
    name: z.string(),
    nameBn: z.string().describe("Bangla name; '' when none"),
    units: whole(),
    revenue: whole(),
  })
  .meta({ id: 'CategoryFigures' });
const districtFiguresSchema = reportFiguresSchema
  .extend({ district: z.string() })
  .meta({ id: 'DistrictFigures' });
const timingFigureSchema = z
  .object({
    orders: whole(),
    medianHours: z.number().nullable().describe('median hours from the order to the step, or null'),
  })
  .meta({ id: 'TimingFigure' });
export type ProductFigures = z.infer<typeof productFiguresSchema>;
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;
export type DistrictFigures = z.infer<typeof districtFiguresSchema>;
export type TimingFigure = z.infer<typeof timingFigureSchema>;

/** GET /reports/summary */
export const salesSummarySchema = z
  .object({
    from: reportDay,
    to: reportDay,
    timeZone: z.string(),
    totals: reportFiguresSchema
      .extend({ averageOrderValue: whole() })
      .describe('orders sold: cancelled, returned and unpaid online orders excluded'),
    cancelled: reportFiguresSchema,
    returned: reportFiguresSchema.describe(
      'orders whose parcel came back (refused, undeliverable): no sale, in no other figure but their status',
    ),
    byStatus: z.array(reportFiguresSchema.extend({ status: orderStatusSchema })),
    byPaymentType: z.array(reportFiguresSchema.extend({ paymentType: z.enum(PAYMENT_TYPES) })),
    topProducts: z.object({
      byRevenue: z.array(productFiguresSchema),
      byUnits: z.array(productFiguresSchema),
    }),
    topCategories: z.object({
      byRevenue: z.array(categoryFiguresSchema),
      byUnits: z.array(categoryFiguresSchema),
    }),
    topDistricts: z.object({
      byOrders: z.array(districtFiguresSchema),
      byRevenue: z.array(districtFiguresSchema),
    }),
    dhaka: z.object({ inside: reportFiguresSchema, outside: reportFiguresSchema }),
    timing: z.object({ bkashVerification: timingFigureSchema, completion: timingFigureSchema }),
    online: z
      .object({
        paid: reportFiguresSchema.describe(
          'orders paid online (bKash online, SSLCommerz), neither cancelled nor returned',
        ),
        awaiting: reportFiguresSchema.describe(
          'orders placed to be paid online and not paid (yet): in no other figure of the summary',
        ),
        refunds: z.object({
          orders: whole().describe('orders with a refund'),
          amount: whole().describe('BDT given back (or being given back) by refunds'),
        }),
      })
      .describe('online payments: what was paid, what still waits for its payment, and what was refunded'),
  })
  .meta({ id: 'SalesSummary' });
export type SalesSummary = z.infer<typeof salesSummarySchema>;

const stockProductSchema = z
  .object({
    _id: id,
    title: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    slug: z.string(),
    stock: whole(),
    categoryName: z.string(),
    categoryNameBn: z.string().describe("the category's Bangla name; '' when none"),
  })
  .meta({ id: 'StockProduct' });
export type StockProduct = z.infer<typeof stockProductSchema>;

/** GET /reports/stock */
export const stockReportSchema = z
  .object({
    from: reportDay,
    to: reportDay,
    threshold: whole(),
    lowStock: z.array(stockProductSchema),
    unsold: z.array(stockProductSchema).describe('the first 100 active products with no sale in the range'),
    unsoldTotal: whole(),
  })
  .meta({ id: 'StockReport' });
export type StockReport = z.infer<typeof stockReportSchema>;
