// Reports (admin): sales over time, a summary of a period, stock, and the sales CSV.
// Days are whole days in the shop's time zone (Asia/Dhaka, UTC+6, no daylight saving); money is
// whole BDT. Cancelled and returned orders count in no figure except their own (`cancelled`,
// `returned`, and the status split).
import { z } from 'zod';
import { REPORT_GRANULARITIES } from '../constants';
import type { ClientInput } from './client-input';
export type {
  ReportFigures,
  SalesPeriod,
  SalesReport,
  ProductFigures,
  CategoryFigures,
  DistrictFigures,
  TimingFigure,
  SalesSummary,
  StockProduct,
  StockReport,
} from './reports.responses';

export const REPORT_TIME_ZONE = 'Asia/Dhaka';
/** Dhaka is UTC+6 all year. */
export const DHAKA_OFFSET_MS = 6 * 3600_000;
/** The longest range a report takes: two years of days. */
export const REPORT_MAX_DAYS = 731;
/** Days in the range when `from` is not given. */
export const REPORT_DEFAULT_DAYS = 30;
/** Products at or below this stock are low, unless the query or LOW_STOCK_THRESHOLD says otherwise. */
export const LOW_STOCK_DEFAULT = 5;

const DAY_MS = 86_400_000;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const daySchema = z
  .string()
  .trim()
  .refine(isCalendarDay, { message: 'must be a date (YYYY-MM-DD)' })
  .meta({ description: 'a whole day in Dhaka time (YYYY-MM-DD)' });

const rangeShape = {
  /** First day (inclusive); default: 29 days before `to`. */
  from: daySchema.optional(),
  /** Last day (inclusive); default: today in Dhaka. */
  to: daySchema.optional(),
};

function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  else if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be at most two years after from' });
}

/** GET /reports/summary, GET /reports/sales.csv */
export const reportRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>;

/** GET /reports/sales */
export const salesReportQuerySchema = z
  .object({
    ...rangeShape,
    granularity: z
      .enum(REPORT_GRANULARITIES, { error: 'must be day, week or month' })
      .default('day')
      .meta({ description: 'day, week (Monday to Sunday) or month' }),
  })
  .superRefine(checkRange);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;
export type SalesReportQueryInput = ClientInput<typeof salesReportQuerySchema>;

/** GET /reports/stock */
export const stockReportQuerySchema = z
  .object({
    ...rangeShape,
    threshold: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(100_000, 'must be 100000 or less')
      .optional()
      .meta({ description: 'low-stock threshold; default LOW_STOCK_THRESHOLD (5)' }),
  })
  .superRefine(checkRange);
export type StockReportQuery = z.output<typeof stockReportQuerySchema>;

/** The columns of GET /reports/sales.csv, one row per order line. */
export const SALES_CSV_COLUMNS = [
  'Order reference',
  'Date (Dhaka)',
  'Status',
  'Payment type',
  'Customer',
  'District',
  'Inside Dhaka',
  'Product',
  'Quantity',
  'Unit price (BDT)',
  'Line total (BDT)',
  'Line shipping (BDT)',
  'Order total (BDT)',
] as const;
