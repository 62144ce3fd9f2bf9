import type { Request } from 'express';
import { paymentsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
import type { PaymentsService } from './payments.service';

/**
 * The sweeper: takes over payments left open (asking their gateway), cancels orders whose online
 * payment did not come by their deadline (kept in the store, so a restart loses none), after
 * asking the gateway about their open payments, and follows refunds still being processed.
 */
function sweeper(ctx: AppContext, service: PaymentsService): NonNullable<ApiModule['background']> {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    round = round
      .then(async () => {
        if (stopped) return;
        const n = await service.sweep();
        if (n) ctx.logger.info({ orders: n }, 'orders not paid in time cancelled, their stock returned');
      })
      .catch((e: unknown) => ctx.logger.warn({ err: (e as Error).message }, 'payment sweeper round failed'));
  };
  return {
    start() {
      run();
      // every PAYMENT_SWEEP_SECONDS (15; it also runs once at start)
      timer = setInterval(run, ctx.config.paymentSweepSeconds * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * Online payments: the methods offered, bKash's checkout and callback, SSLCommerz's session,
 * return posts, IPN and result, the admins' list, export and refunds, and the sweeper.
 */
export function paymentsModule(ctx: AppContext, service: PaymentsService): ApiModule {
  /** Where SSLCommerz posts back: API_PUBLIC_URL, or (not in production) the address the checkout called. */
  const apiBase = (req: Request) => ctx.config.apiPublicUrl ?? `${req.protocol}://${req.get('host')}/api/v1`;
  return {
    name: 'payments',
    ...mountRoutes(ctx.guards, paymentsRoutes, {
      'GET /payments/methods': () => service.methods(),
      'POST /payments/bkash': ({ body }, _req, res) => {
        res.set(PRIVATE);
        return service.start(body.key);
      },
      'GET /payments/bkash/callback': ({ query }, _req, res) => {
        res.set(PRIVATE);
        return service.callback(query);
      },
      'POST /payments/sslcommerz': ({ body }, req, res) => {
        res.set(PRIVATE);
        return service.startSslcommerz(body.key, apiBase(req));
      },
      'POST /payments/sslcommerz/success': async ({ body }, _req, res) => {
        res.set(PRIVATE).redirect(303, await service.sslcommerzReturned('success', body));
      },
      'POST /payments/sslcommerz/fail': async ({ body }, _req, res) => {
        res.set(PRIVATE).redirect(303, await service.sslcommerzReturned('fail', body));
      },
      'POST /payments/sslcommerz/cancel': async ({ body }, _req, res) => {
        res.set(PRIVATE).redirect(303, await service.sslcommerzReturned('cancel', body));
      },
      'POST /payments/sslcommerz/ipn': ({ body }) => service.sslcommerzIpn(body),
      'GET /payments/sslcommerz/result': ({ query }, _req, res) => {
        res.set(PRIVATE);
        return service.sslcommerzResult(query);
      },
      'GET /payments': ({ query }, _req, res) => {
        res.set(PRIVATE);
        return service.list(query);
      },
      'GET /payments/export.csv': async ({ query }, _req, res) => {
        await sendCsv(
          res,
          `payments-${query.from ?? 'all'}-to-${query.to ?? 'now'}.csv`,
          await service.csv(query),
        );
      },
      'POST /payments/refunds': ({ body, headers }, req, res) => {
        res.set(PRIVATE);
        return service.refund(headers['Idempotency-Key'], body, req.auth!);
      },
    }),
    background: sweeper(ctx, service),
  };
}
