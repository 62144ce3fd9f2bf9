import compression from 'compression';
import cors from 'cors';
import express, { Router, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { API } from '@tyre/contracts/routes';
import { pinoHttp } from 'pino-http';
import type { ApiModule, AppContext } from './context';
import { AppError, errorHandler, unknownRoute } from './lib/http/errors';
import { operationsRouter, startingGate } from './lib/http/lifecycle';
import { checkAllMounted } from './lib/http/mount';

/** Bodies must be JSON or multipart forms; anything else with a body is refused with 415. */
const requireKnownBodyType: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is(['application/json', 'multipart/form-data'])) {
    throw new AppError('unsupported_media_type', 'Send the body as application/json or multipart/form-data');
  }
  next();
};

/**
 * A request's address as the log keeps it: a guest order's key opens the order and its invoice
 * (`/orders/<key>`, `/orders/<key>/invoice.pdf`), so it never reaches the log; nor do `token` or
 * `key` query values.
 */
export function maskSecrets(url: string): string {
  return url
    .replace(/(\/orders\/)(?!(?:all|counts|quote)(?:[/?]|$))[^/?]+/, '$1:key')
    .replace(/([?&](?:token|key)=)[^&]*/gi, '$1***');
}

export function createApp(ctx: AppContext, modules: ApiModule[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // req.ip: the socket's address, or the one the TRUST_PROXY nearest proxies put in X-Forwarded-For
  app.set('trust proxy', ctx.config.trustProxy);
  // operations: every request counted by route pattern; /health, /ready, /metrics outside /api/v1
  if (ctx.metrics) app.use(ctx.metrics.http);
  app.use(operationsRouter(ctx.lifecycle, ctx.store, ctx.metrics, ctx.config.metrics.token));
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
