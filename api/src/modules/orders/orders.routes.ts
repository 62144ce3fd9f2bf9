import type { Request } from 'express';
import { ordersRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { addressKey } from '../../lib/throttle/client-address';
import { formLimit } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import { cookieValue } from '../auth/device-passes';
import type { DemoAccounts } from '../auth/auth.service';
import type { ProductStock } from '../products/products.service';
import type { CouriersService } from '../couriers/couriers.service';
import type { OrderMessagesReader } from '../messages/messages.service';
import { MOBILE_COOKIE, type ConfirmedMobiles } from './confirmed-mobiles';
import { seedDemoOrders } from './demo-orders';
import type { MobileCodes } from './mobile-codes';
import { TRACK_RULE } from './order-tracking';
import type { OrdersService } from './orders.service';

/** The caller's address: the socket's, or the one TRUST_PROXY proxies vouch for (IPv6 by its /64). */
const clientAddress = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/** Confirming a customer's mobile number by SMS code (ORDER_OTP): the codes and the confirmed numbers. */
export interface MobileConfirmationDeps {
  codes: MobileCodes;
  confirmed: ConfirmedMobiles;
}

/**
 * What the demo orders are placed from: the stock of the demo catalogue and the demo customers;
 * the shipped ones go with the couriers.
 */
export interface OrdersDemoDeps {
  stock: ProductStock;
  demoCustomers: DemoAccounts;
  couriers: Pick<CouriersService, 'list'>;
}

/**
 * Orders: quotes, placement (visitors and customers), the customer's and the admin's lists,
 * one order by its key, its PDF invoice, status moves and the dashboard counts; an order's
 * messages (read from the outbox).
 */
export function ordersModule(
  ctx: AppContext,
  service: OrdersService,
  demo: OrdersDemoDeps,
  messages: OrderMessagesReader,
  mobiles: MobileConfirmationDeps,
): ApiModule {
  const mode = ctx.config.orderOtp;
  return {
    name: 'orders',
    ...mountRoutes(ctx.guards, ordersRoutes, {
      'POST /orders/quote': ({ body }) => service.quote(body.items, body.district),
      'POST /orders': async ({ body, headers }, req, res) => {
        // A token that no longer works must not turn a customer's order into a visitor's.
        if (req.get('authorization') && !req.auth) throw new AppError('unauthorized', 'auth.sessionExpired');
        const { order, replayed } = await service.place(body, {
          user: req.auth,
          address: clientAddress(req),
          idempotencyKey: headers['Idempotency-Key'],
          mobileCookie: cookieValue(req.headers.cookie, MOBILE_COOKIE),
        });
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        return order;
      },
      'GET /orders/verify-mobile': async (_input, req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        const cookie = cookieValue(req.headers.cookie, MOBILE_COOKIE);
        return {
          required: mode,
          verifiedMobile: mode === 'off' ? null : await mobiles.confirmed.mobileOf(cookie),
        };
      },
      'POST /orders/verify-mobile/send': ({ body }, req) =>
        mobiles.codes.send(body.mobile, body.language, clientAddress(req)),
      'POST /orders/verify-mobile/check': async ({ body }, req, res) => {
        const confirmed = await mobiles.codes.check(body.mobile, body.code, clientAddress(req));
        // HttpOnly: no script reads it; SameSite=Strict; sent to the order routes only (the site and
        // the API are one site, so the checkout's `fetch` with credentials sends it); Secure
        // whenever the request came over https
        res.cookie(MOBILE_COOKIE, confirmed.value, {
          httpOnly: true,
          secure: req.secure,
          sameSite: 'strict',
          path: `${req.baseUrl}/orders`,
          expires: confirmed.expires,
        });
        res.setHeader('Cache-Control', 'private, no-store');
        return { mobile: body.mobile, verifiedUntil: confirmed.expires.toISOString() };
      },
      'GET /orders': ({ query }, req) => service.page({ userId: req.auth!._id }, query.page, query.size),
      'GET /orders/all': ({ query }) => service.listAll(query),
      'GET /orders/counts': () => service.counts(),
      'GET /orders/:key': ({ params }, req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return service.get(params.key, req.auth);
      },
      'GET /orders/:key/invoice.pdf': async ({ params }, req, res) => {
        const { order, pdf } = await service.invoice(params.key, req.auth);
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', `inline; filename="invoice-${order.reference}.pdf"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(pdf);
        return undefined;
      },
      'PUT /orders/:key': ({ params, body }, req) =>
        service.updateStatus(params.key, body.status, req.auth!, body.note, undefined, {
          courier: body.courier,
          trackingNumber: body.trackingNumber,
        }),
      'GET /orders/:key/messages': async ({ params }, req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return messages.forOrder((await service.get(params.key, req.auth))._id);
      },
      'POST /orders/track': {
        // counted per client address before the body is read or any order looked up
        before: [formLimit(new Throttle(ctx.store), 'track', TRACK_RULE)],
        handle: ({ body }, _req, res) => {
          res.setHeader('Cache-Control', 'private, no-store');
          return service.track(body.reference, body.mobileNumber);
        },
      },
    }),
    // orders stored before the report keys existed get them (nothing to do: one scan)
    init: async () => {
      const { transport, sms, logSecrets } = ctx.config.messages;
      if (mode !== 'off' && !(transport === 'live' && sms))
        ctx.logger.warn(
          logSecrets
            ? 'ORDER_OTP is on but SMS go to the log: customers get no code; the log shows the codes (LOG_MESSAGE_CODES=1, development only)'
            : 'ORDER_OTP is on but SMS go to the log: customers get no code, and the log hides it (set MESSAGE_TRANSPORT=live and SMS_GATEWAY_URL; in development LOG_MESSAGE_CODES=1 shows the codes)',
        );
      const started = Date.now();
      const n = await service.backfillReportKeys();
      if (n) ctx.logger.info({ orders: n, ms: Date.now() - started }, 'report keys given to stored orders');
    },
    seedDemo: async () => seedDemoOrders(service, demo.stock, demo.demoCustomers, await demo.couriers.list()),
  };
}
