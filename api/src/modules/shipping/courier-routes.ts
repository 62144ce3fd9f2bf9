// What the couriers' route modules share: the webhook's secret check and the sweeper that asks a
// courier about quiet parcels.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';

/** Whether two secrets are equal, in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * A webhook's check, before its body is validated or used: `sent` reads what the call carries,
 * `expected` what it must be (undefined: the courier is not configured, 503). A wrong or missing
 * secret is refused (401) and logged.
 */
export function webhookSecret(
  ctx: AppContext,
  courier: { label: string; notConfigured: 'steadfast.notConfigured' | 'pathao.notConfigured' },
  expected: () => string | undefined,
  sent: (req: Request) => string,
): RequestHandler {
  const { label } = courier;
  return (req, _res, next) => {
    const secret = expected();
    if (!secret) throw new AppError('unavailable', courier.notConfigured);
    const given = sent(req);
    if (!sameSecret(given, secret)) {
      ctx.logger.warn(
        { ip: req.ip, sent: given ? 'a wrong secret' : 'no secret' },
        `${label} webhook refused: bad token`,
      );
      throw new AppError('unauthorized', 'steadfast.badWebhookToken');
    }
    next();
  };
}

/** How often the sweeper looks for quiet parcels: a quarter of the quiet time, 1 s to 15 minutes. */
const sweepEveryMs = (quietMs: number) => Math.min(15 * 60_000, Math.max(1000, Math.floor(quietMs / 4)));

/**
 * The background work that asks a courier about shipped parcels quiet for `quietMs` (none when
 * the courier is not configured), one round at a time; stopping waits for the round under way.
 */
export function sweeper(
  ctx: AppContext,
  label: string,
  desk: { enabled: boolean; sweep(quietMs: number): Promise<number> },
  quietMs: number | undefined,
): NonNullable<ApiModule['background']> {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  return {
    start: () => {
      if (!desk.enabled || quietMs === undefined) return;
      timer = setInterval(() => {
        round = round
          .then(() => desk.sweep(quietMs))
          .catch((err: unknown) => ctx.logger.warn({ err }, `${label} sweep failed`));
      }, sweepEveryMs(quietMs));
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await round;
    },
  };
}
