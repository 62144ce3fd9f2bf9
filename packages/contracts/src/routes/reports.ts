// The routes of reports: see route.ts for how a route is declared.
import { reportRangeQuerySchema, salesReportQuerySchema, stockReportQuerySchema } from '../schemas/reports';
import { salesReportSchema, salesSummarySchema, stockReportSchema } from '../schemas/reports.responses';
import { defineRoutes } from './route';

export const reportsRoutes = defineRoutes('Reports', {
  'GET /reports/sales': {
    summary: 'Orders, units and revenue per day, week or month',
    description:
      '`from` and `to` are whole days in Dhaka time (UTC+6), at most two years apart; by default the last 30 days. Every period of the range is listed, empty ones as zeros. Cancelled and returned orders (the courier brought the parcel back: nothing collected) count in no period: they are totalled apart in `cancelled` and `returned`.',
    access: 'admin',
    query: salesReportQuerySchema,
    response: salesReportSchema,
  },
  'GET /reports/summary': {
    summary: 'Revenue, orders and their splits over a range',
    description:
      'Totals and average order value (cancelled and returned orders apart, each with its own figures), every status, both payment types, the top 10 products and top 5 categories by revenue and by units, the top 10 districts by orders and by revenue, inside versus outside Dhaka, and the median hours from an order to its bKash verification and to its completion.',
    access: 'admin',
    query: reportRangeQuerySchema,
    response: salesSummarySchema,
  },
  'GET /reports/stock': {
    summary: 'Low stock, and products with no sale in the range',
    description:
      'Active products at or below `threshold` units (default: the LOW_STOCK_THRESHOLD setting, 5), fewest first; and active products no order of the range (cancelled and returned ones aside) holds.',
    access: 'admin',
    query: stockReportQuerySchema,
    response: stockReportSchema,
  },
  'GET /reports/sales.csv': {
    summary: 'The order lines of a range, as CSV',
    description:
      'UTF-8 with a byte order mark, a header row, one row per order line (every status: the status is a column), sent as an attachment.',
    access: 'admin',
    query: reportRangeQuerySchema,
    response: { raw: ['text/csv'] },
  },
});
