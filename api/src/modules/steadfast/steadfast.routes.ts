import { steadfastRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { sweeper, webhookSecret } from '../shipping/courier-routes';
import type { SteadfastService } from './steadfast.service';

/**
 * Steadfast Courier: whether it is offered, its current balance, booking orders (one or many)
 * from the dashboard, and its webhook (`Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>`, checked
 * before the body is read); a sweeper asks Steadfast about shipped parcels that heard nothing for
 * some hours.
 */
export function steadfastModule(ctx: AppContext, service: SteadfastService): ApiModule {
  const token = () => ctx.config.steadfast?.webhookToken;
  return {
    name: 'steadfast',
    ...mountRoutes(ctx.guards, steadfastRoutes, {
      'GET /couriers/steadfast': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return { enabled: service.enabled };
      },
      'GET /couriers/steadfast/balance': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.balance();
      },
      'POST /couriers/steadfast/bookings': async ({ body }, req) => ({
        results: await service.book(body.orders, req.auth!),
      }),
      'POST /couriers/steadfast/webhook': {
        before: [
          webhookSecret(
            ctx,
            { label: 'Steadfast', notConfigured: 'steadfast.notConfigured' },
            () => token() && `Bearer ${token()}`,
            (req) => req.get('authorization') ?? '',
          ),
        ],
        handle: async ({ body }) => ({ status: 'success' as const, message: await service.hear(body) }),
      },
    }),
    background: sweeper(ctx, 'Steadfast', service, ctx.config.steadfast?.sweepAfterMs),
  };
}
