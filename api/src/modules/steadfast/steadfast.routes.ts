import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { steadfastRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import type { SteadfastService } from './steadfast.service';

/** How often the sweeper looks for quiet parcels: a quarter of STEADFAST_SWEEP_AFTER, 1 s to 15 minutes. */
const sweepEveryMs = (quietMs: number) => Math.min(15 * 60_000, Math.max(1000, Math.floor(quietMs / 4)));

/** Whether two secrets are equal, in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Steadfast's webhook calls carry `Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>`: checked
 * before the body is validated or used; a wrong or missing token is refused (401) and logged.
 */
function webhookToken(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const token = ctx.config.steadfast?.webhookToken;
    if (!token) throw new AppError('unavailable', 'Steadfast is not configured');
    const sent = req.get('authorization') ?? '';
    if (!sameSecret(sent, `Bearer ${token}`)) {
      ctx.logger.warn(
        { ip: req.ip, sent: sent ? 'a wrong token' : 'no token' },
        'Steadfast webhook refused: bad token',
      );
      throw new AppError('unauthorized', 'Invalid webhook token');
    }
    next();
  };
}

/**
 * Steadfast Courier: whether it is offered, booking orders (one or many) from the dashboard, and
 * its webhook; a sweeper asks Steadfast about shipped parcels that heard nothing for some hours.
 */
export function steadfastModule(ctx: AppContext, service: SteadfastService): ApiModule {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  return {
    name: 'steadfast',
    ...mountRoutes(ctx.guards, steadfastRoutes, {
      'GET /couriers/steadfast': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { enabled: service.enabled };
      },
      'POST /couriers/steadfast/bookings': async ({ body }, req) => ({
        results: await service.bookMany(body.orders, req.auth!),
      }),
      'POST /couriers/steadfast/webhook': {
        before: [webhookToken(ctx)],
        handle: async ({ body }) => ({ status: 'success' as const, message: await service.hear(body) }),
      },
    }),
    background: {
      start: () => {
        const quietMs = ctx.config.steadfast?.sweepAfterMs;
        if (!service.enabled || quietMs === undefined) return;
        timer = setInterval(() => {
          round = round
            .then(() => service.sweep(quietMs))
            .catch((err: unknown) => ctx.logger.warn({ err }, 'Steadfast sweep failed'));
        }, sweepEveryMs(quietMs));
        timer.unref();
      },
      stop: async () => {
        if (timer) clearInterval(timer);
        await round;
      },
    },
  };
}
