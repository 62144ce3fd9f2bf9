import { healthRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { notReadyReason } from '../../lib/http/lifecycle';
import { mountRoutes } from '../../lib/http/mount';

export function healthModule(ctx: AppContext): ApiModule {
  return {
    name: 'health',
    ...mountRoutes(ctx.guards, healthRoutes, {
      'GET /health': () => ({ status: 'ok' }),
      'GET /health/ready': async (_input, _req, res) => {
        const reason = await notReadyReason(ctx.lifecycle, ctx.store);
        if (!reason) return { status: 'ok', store: ctx.store.kind };
        res.status(503).json({ message: reason, code: 'unavailable' });
        return undefined;
      },
    }),
  };
}
