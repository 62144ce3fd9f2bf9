import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { reportsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { ReportsService } from './reports.service';
import { salesCsvChunks } from './sales-csv';

/** Reports (admin only): sales over time, a summary, stock, and the sales CSV. */
export function reportsModule(ctx: AppContext, service: ReportsService): ApiModule {
  const privateAnswer = { 'Cache-Control': 'private, no-store' };

  return {
    name: 'reports',
    ...mountRoutes(ctx.guards, reportsRoutes, {
      'GET /reports/sales': ({ query }, _req, res) => {
        res.set(privateAnswer);
        return service.sales(query);
      },
      'GET /reports/summary': ({ query }, _req, res) => {
        res.set(privateAnswer);
        return service.summary(query);
      },
      'GET /reports/stock': ({ query }, _req, res) => {
        res.set(privateAnswer);
        return service.stock(query);
      },
      'GET /reports/sales.csv': async ({ query }, _req, res) => {
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
      },
    }),
  };
}
