import { pathaoRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { sweeper, webhookSecret } from '../shipping/courier-routes';
import type { PathaoService } from './pathao.service';

/**
 * The value Pathao's webhook integration check wants back in `X-Pathao-Merchant-Webhook-Integration-Secret`
 * (fixed by Pathao's documentation, the same for every merchant).
 */
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/**
 * Pathao Courier: whether it is offered, its cities, zones and areas (kept in the store), the
 * destination proposed for an order, booking orders (one or many), resolving a booking whose
 * answer was lost, and its webhook (`X-PATHAO-Signature: <PATHAO_WEBHOOK_SECRET>`, checked before
 * the body is read; answered 202 with the integration header). A sweeper asks Pathao about
 * shipped parcels that heard nothing for some hours.
 */
export function pathaoModule(ctx: AppContext, service: PathaoService): ApiModule {
  const privately = { 'Cache-Control': 'private, no-store' };
  return {
    name: 'pathao',
    ...mountRoutes(ctx.guards, pathaoRoutes, {
      'GET /couriers/pathao': (_input, _req, res) => {
        res.set(privately);
        return { enabled: service.enabled };
      },
      'GET /couriers/pathao/cities': (_input, _req, res) => {
        res.set(privately);
        return service.cities();
      },
      'GET /couriers/pathao/cities/:cityId/zones': ({ params }, _req, res) => {
        res.set(privately);
        return service.zones(params.cityId);
      },
      'GET /couriers/pathao/zones/:zoneId/areas': ({ params }, _req, res) => {
        res.set(privately);
        return service.areas(params.zoneId);
      },
      'GET /couriers/pathao/orders/:id/destination': ({ params }, _req, res) => {
        res.set(privately);
        return service.destination(params.id);
      },
      'POST /couriers/pathao/bookings': async ({ body }, req) => ({
        results: await service.book(body.parcels, req.auth!),
      }),
      'POST /couriers/pathao/orders/:id/resolve': ({ params, body }, req) =>
        service.resolve(params.id, body.consignmentId, req.auth!),
      'POST /couriers/pathao/webhook': {
        before: [
          webhookSecret(
            ctx,
            { label: 'Pathao', notConfigured: 'pathao.notConfigured' },
            () => ctx.config.pathao?.webhookSecret,
            (req) => req.get('x-pathao-signature') ?? '',
          ),
        ],
        handle: async ({ body }, _req, res) => {
          const message = await service.hear(body);
          res.setHeader('X-Pathao-Merchant-Webhook-Integration-Secret', PATHAO_INTEGRATION_SECRET);
          return { message };
        },
      },
    }),
    background: sweeper(ctx, 'Pathao', service, ctx.config.pathao?.sweepAfterMs),
  };
}
