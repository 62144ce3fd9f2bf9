import { shipmentsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
import { codCsv } from './cod-report';
import type { ShipmentsService } from './shipments.service';

/** Shipping across couriers (admin only): a customer's record, resolving a return, the COD report. */
export function shipmentsModule(ctx: AppContext, service: ShipmentsService): ApiModule {
  const privately = { 'Cache-Control': 'private, no-store' };
  return {
    name: 'shipments',
    ...mountRoutes(ctx.guards, shipmentsRoutes, {
      'GET /orders/:id/customer-record': ({ params }, _req, res) => {
        res.set(privately);
        return service.customerRecord(params.id);
      },
      'POST /orders/:id/return': ({ params, body }, req) => service.resolveReturn(params.id, body, req.auth!),
      'GET /reports/cod': ({ query }, _req, res) => {
        res.set(privately);
        return service.cod(query);
      },
      'GET /reports/cod.csv': async ({ query }, _req, res) => {
        const report = await service.cod(query);
        return sendCsv(res, `cod-${report.from}-to-${report.to}.csv`, [codCsv(report)]);
      },
    }),
  };
}
