import { healthRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';

export function healthModule(ctx: AppContext): ApiModule {
  return {
    name: 'health',
    ...mountRoutes(ctx.guards, healthRoutes, {
      'GET /health': () => ({ status: 'ok' }),
      'GET /health/ready': async (_input, _req, res) => {
        try {
          await Promise.race([
            ctx.store.ping(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
          ]);
          return { status: 'ok', store: ctx.store.kind };
        } catch {
          res.status(503).json({ message: 'The data store is not reachable', code: 'unavailable' });
          return undefined;
        }
      },
    }),
  };
}
