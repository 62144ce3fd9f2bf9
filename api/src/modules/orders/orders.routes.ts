import { Router, type Request } from 'express';
import {
  allOrdersQuerySchema,
  idempotencyKeySchema,
  myOrdersQuerySchema,
  orderKeyParamsSchema,
  placeOrderBodySchema,
  quoteBodySchema,
  updateOrderStatusBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { AppError, fieldError } from '../../lib/http/errors';
import { handle, sendPage } from '../../lib/http/handle';
import type { DemoAccounts } from '../auth/auth.service';
import { seedDemoOrders } from './demo-orders';
import { OrdersService, type OrdersDeps } from './orders.service';
import { addressKey } from '../../lib/throttle/client-address';
import { Throttle } from '../../lib/throttle/throttle';
import { PlacementLimit } from './placement-limit';

function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get('idempotency-key');
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw fieldError('Idempotency-Key', parsed.error.issues[0]!.message);
  return parsed.data;
}

export interface OrdersModuleDeps extends Omit<OrdersDeps, 'limit'> {
  /** Demo data links some orders to the demo customers (read through the auth service). */
  demoCustomers: DemoAccounts;
}

/**
 * Orders: quotes, placement (visitors and customers), the customer's and the admin's lists,
 * one order by its key, its PDF invoice, status moves and the dashboard counts.
 */
export function createOrdersService(ctx: AppContext, deps: OrdersModuleDeps): OrdersService {
  return new OrdersService(ctx.store, {
    ...deps,
    limit: new PlacementLimit(new Throttle(ctx.store), ctx.config.orderLimits),
  });
}

export function ordersModule(
  ctx: AppContext,
  deps: OrdersModuleDeps,
  service = createOrdersService(ctx, deps),
): ApiModule {
  const { requireUser, requireAdmin, optionalUser } = ctx.guards;
  const router = Router();

  router.post(
    '/orders/quote',
    handle({ body: quoteBodySchema }, ({ body }) => service.quote(body.items, body.district)),
  );
  router.post(
    '/orders',
    optionalUser,
    handle({ body: placeOrderBodySchema }, async ({ body }, req, res) => {
      // A token that no longer works must not turn a customer's order into a visitor's.
      if (req.get('authorization') && !req.auth)
        throw new AppError('unauthorized', 'Your session has expired. Please log in again');
      const { order, replayed } = await service.place(body, {
        user: req.auth,
        // the socket's address, or the one TRUST_PROXY proxies vouch for (IPv6 by its /64)
        address: addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown'),
        idempotencyKey: idempotencyKeyOf(req),
      });
      if (replayed) res.setHeader('Idempotent-Replayed', 'true');
      res.status(201);
      return order;
    }),
  );
  router.get(
    '/orders',
    requireUser,
    handle({ query: myOrdersQuerySchema }, async ({ query }, req, res) => {
      const { items, total } = await service.page({ userId: req.auth!._id }, query.page, query.size);
      return sendPage(res, items, total);
    }),
  );
  // Before /orders/:key.
  router.get(
    '/orders/all',
    ...requireAdmin,
    handle({ query: allOrdersQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.listAll(query);
      return sendPage(res, items, total);
    }),
  );
  router.get(
    '/orders/counts',
    ...requireAdmin,
    handle({}, () => service.counts()),
  );
  router.get(
    '/orders/:key',
    optionalUser,
    handle({ params: orderKeyParamsSchema }, async ({ params }, req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return service.get(params.key, req.auth);
    }),
  );
  router.get(
    '/orders/:key/invoice.pdf',
    optionalUser,
    handle({ params: orderKeyParamsSchema }, async ({ params }, req, res) => {
      const { order, pdf } = await service.invoice(params.key, req.auth);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="invoice-${order.reference}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
      return undefined;
    }),
  );
  router.put(
    '/orders/:key',
    ...requireAdmin,
    handle({ params: orderKeyParamsSchema, body: updateOrderStatusBodySchema }, ({ params, body }, req) =>
      service.updateStatus(params.key, body.status, req.auth!, body.note),
    ),
  );

  return {
    name: 'orders',
    router,
    // orders stored before the report keys existed get them (nothing to do: one scan)
    init: async () => {
      const started = Date.now();
      const n = await service.repo.backfillReportKeys();
      if (n) ctx.logger.info({ orders: n, ms: Date.now() - started }, 'report keys given to stored orders');
    },
    seedDemo: () => seedDemoOrders(service, deps.stock, deps.demoCustomers),
  };
}
