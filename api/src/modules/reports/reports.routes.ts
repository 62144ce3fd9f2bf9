import { reportsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
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
        // streamed in pieces (26 MB over 100,000 orders): sent while the rest is written
        return sendCsv(res, `sales-${range.from}-to-${range.to}.csv`, salesCsvChunks(orders));
      },
    }),
  };
}
