import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { reportRangeQuerySchema, salesReportQuerySchema, stockReportQuerySchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { ReportsService } from './reports.service';
import { salesCsvChunks } from './sales-csv';

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
      const { range, orders } = await service.csvOrders(query);
      res.set({
        ...privateAnswer,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sales-${range.from}-to-${range.to}.csv"`,
      });
      // streamed in pieces (26 MB over 100,000 orders): sent while the rest is written
      try {
        await pipeline(Readable.from(salesCsvChunks(orders)), res);
      } catch (e) {
        // the client went away: nothing left to answer
        if ((e as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
      }
      return undefined;
    }),
  );
  return { name: 'reports', router };
}
