import { paymentsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import type { PaymentsService } from './payments.service';

/** Seconds between the sweeper's rounds (it also runs once at start). */
const SWEEP_EVERY_SECONDS = 15;

/**
 * The sweeper: cancels orders whose online payment did not come by their deadline (kept in the
 * store, so a restart loses none), after asking bKash about their open payments.
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
      timer = setInterval(run, SWEEP_EVERY_SECONDS * 1000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
}

/** Online payments: the methods offered, bKash's checkout and its callback, and the sweeper. */
export function paymentsModule(ctx: AppContext, service: PaymentsService): ApiModule {
  return {
    name: 'payments',
    ...mountRoutes(ctx.guards, paymentsRoutes, {
      'GET /payments/methods': () => service.methods(),
      'POST /payments/bkash': ({ body }, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.start(body.key);
      },
      'GET /payments/bkash/callback': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.callback(query);
      },
    }),
    background: sweeper(ctx, service),
  };
}
