import { healthRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { notReadyReason } from '../../lib/http/lifecycle';
import { mountRoutes } from '../../lib/http/mount';

export function healthModule(ctx: AppContext): ApiModule {
  return {
    name: 'health',
    ...mountRoutes(ctx.guards, healthRoutes, {
      'GET /health': () => ({ status: 'ok' }),
      'GET /health/ready': async () => {
        const reason = await notReadyReason(ctx.lifecycle, ctx.store);
        if (reason) throw new AppError('unavailable', reason);
        return { status: 'ok', store: ctx.store.kind };
      },
    }),
  };
}
