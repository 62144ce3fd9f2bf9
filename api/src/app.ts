import compression from 'compression';
import cors from 'cors';
import express, { Router, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { API } from '@tyre/contracts/routes';
import { pinoHttp } from 'pino-http';
import type { ApiModule, AppContext } from './context';
import { AppError, errorHandler, unknownRoute } from './lib/http/errors';
import { monitoringRouter, startingGate } from './lib/http/lifecycle';
import { checkAllMounted } from './lib/http/mount';
import { secretMask } from './lib/http/secret-mask';

/** The routes that take an HTML form post (a payment gateway's), as `METHOD /api/v1/path`. */
const FORM_ROUTES = new Set(
  Object.values(API as Record<string, { form?: true; method: string; path: string }>)
    .filter((route) => route.form)
    .map((route) => `${route.method} /api/v1${route.path}`),
);

/**
 * Bodies must be JSON or multipart forms (or, on the routes that declare it, an HTML form post);
 * anything else with a body is refused with 415.
 */
const requireKnownBodyType: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  const form = FORM_ROUTES.has(`${req.method} ${req.path}`) && req.is('application/x-www-form-urlencoded');
  if (hasBody && !form && !req.is(['application/json', 'multipart/form-data'])) {
    throw new AppError('unsupported_media_type', 'request.sendJsonOrForm');
  }
  next();
};

/**
 * A request's address as the log keeps it, with the secrets the route declarations name masked: a
 * guest order's key opens the order and its invoice (`/orders/<key>`, `/orders/<key>/invoice.pdf`),
 * so it never reaches the log; nor do `token` or `key` query values.
 */
export const maskSecrets = secretMask(Object.values(API), '/api/v1');

export function createApp(ctx: AppContext, modules: ApiModule[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip: the socket's address, or the one the TRUST_PROXY nearest proxies put in X-Forwarded-For
  app.set('trust proxy', ctx.config.trustProxy);
  // monitoring: every request counted by route pattern; /health, /ready, /metrics outside /api/v1
  if (ctx.metrics) app.use(ctx.metrics.http);
  app.use(monitoringRouter(ctx.lifecycle, ctx.store, ctx.metrics, ctx.config.metrics.token));
  // one line per request: method, path, status and time (no headers: they carry tokens)
  app.use(
    pinoHttp({
      logger: ctx.logger,
      quietReqLogger: true,
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: maskSecrets(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // JSON answers compressed (brotli at quality 4, else gzip, from 1 KB): a page of 20 product
  // cards goes from about 24 KB to about 4.5 KB over a phone's link. Pictures, already compressed,
  // and PDFs are sent as they are (the default filter: compressible types only).
  app.use(compression());
  // Images are loaded by the shop's pages from other origins, so resources are cross-origin readable.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(
    cors({
      origin: ctx.config.corsOrigins,
      // the login's device cookie (auth/device-passes.ts): the apps call the API from other origins
      credentials: true,
      exposedHeaders: ['X-Total-Count', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use(requireKnownBodyType);
  app.use(express.json({ limit: '100kb' }));

  const api = Router();
  // Every declared route has its handler, and every handler its declaration, or the API does not start.
  checkAllMounted(
    Object.keys(API),
    modules.flatMap((module) => module.keys),
  );
  for (const module of modules) api.use(module.router);
  // until the start-up steps are done, only the health checks answer (the rest: 503)
  app.use('/api/v1', startingGate(ctx.lifecycle), api);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
