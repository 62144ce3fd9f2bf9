import { Router, type RequestHandler } from 'express';
import type { Store } from '../store/store';
import { AppError, englishOf, errorBody } from './errors';

export type Phase = 'starting' | 'serving' | 'stopping';

/**
 * Where the process is: `starting` from the moment it listens until the migrations, the modules'
 * start-up steps, the demo seeding and the start-up sweeps are done; `serving`; `stopping` from
 * SIGTERM on. Liveness (`/health`) answers throughout; readiness (`/ready`) only while serving.
 */
export class Lifecycle {
  phase: Phase = 'starting';

  serving(): void {
    if (this.phase === 'starting') this.phase = 'serving';
  }

  stopping(): void {
    this.phase = 'stopping';
  }
}

const STORE_PING_MS = 2000;

/** Why the API cannot serve (the code of the 503's message). */
export type NotReadyReason = 'server.starting' | 'server.stopping' | 'server.storeUnreachable';

/** Null when the API can serve, else why not. */
export async function notReadyReason(lifecycle: Lifecycle, store: Store): Promise<NotReadyReason | null> {
  if (lifecycle.phase === 'starting') return 'server.starting';
  if (lifecycle.phase === 'stopping') return 'server.stopping';
  try {
    await Promise.race([
      store.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), STORE_PING_MS).unref()),
    ]);
    return null;
  } catch {
    return 'server.storeUnreachable';
  }
}

/** The API's routes while it starts: 503 with Retry-After, except its health checks. */
export function startingGate(lifecycle: Lifecycle): RequestHandler {
  return (req, res, next) => {
    if (lifecycle.phase !== 'starting' || req.path === '/health' || req.path === '/health/ready')
      return next();
    res.setHeader('Retry-After', '2');
    res.status(503).json(errorBody(new AppError('unavailable', 'server.starting')));
  };
}

/**
 * The operator's routes outside /api/v1, for load balancers and scrapers: `/health` (the process
 * lives), `/ready` (it can serve: 200, else 503 with the reason) and, with METRICS_TOKEN,
 * `/metrics` behind that bearer token. Without it `/metrics` is not mounted (404).
 */
export function monitoringRouter(
  lifecycle: Lifecycle,
  store: Store,
  metrics?: { handler(token?: string): RequestHandler },
  metricsToken?: string,
): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const reason = await notReadyReason(lifecycle, store);
    // for load balancers: the sentence and the error code only
    if (reason) res.status(503).json({ message: englishOf({ code: reason }), code: 'unavailable' });
    else res.json({ status: 'ok', store: store.kind });
  });
  if (metrics && metricsToken) router.get('/metrics', metrics.handler(metricsToken));
  return router;
}
