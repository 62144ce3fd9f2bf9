import { Router } from 'express';
import { reportRangeQuerySchema, salesReportQuerySchema, stockReportQuerySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { ReportsService } from './reports.service';
import { salesCsv } from './sales-csv';

/** Reports (admin only): sales over time, a summary, stock, and the sales CSV. */
export function reportsModule(ctx: AppContext, service: ReportsService): ApiModule {
  const { requireAdmin } = ctx.guards;
  const router = Router();
  const privateAnswer = { 'Cache-Control': 'private, no-store' };

  router.get(
    '/reports/sales',
    ...requireAdmin,
    handle({ query: salesReportQuerySchema }, ({ query }, _req, res) => {
      res.set(privateAnswer);
      return service.sales(query);
    }),
  );
  router.get(
    '/reports/summary',
    ...requireAdmin,
    handle({ query: reportRangeQuerySchema }, ({ query }, _req, res) => {
      res.set(privateAnswer);
      return service.summary(query);
    }),
  );
  router.get(
    '/reports/stock',
    ...requireAdmin,
    handle({ query: stockReportQuerySchema }, ({ query }, _req, res) => {
      res.set(privateAnswer);
      return service.stock(query);
    }),
  );
  router.get(
    '/reports/sales.csv',
    ...requireAdmin,
    handle({ query: reportRangeQuerySchema }, async ({ query }, _req, res) => {
      const { range, rows } = await service.csvRows(query);
      res.set({
        ...privateAnswer,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${range.from}-to-${range.to}.csv"`,
      });
      res.send(salesCsv(rows));
      return undefined;
    }),
  );
  return { name: 'reports', router };
}
