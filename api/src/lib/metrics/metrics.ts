import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

type Sample<L extends string> = { labels?: Partial<Record<L, string>>; value: number };

/**
 * The route a request matched, as declared (`/api/v1/orders/:key`), never its address: a guest's
 * order key or a slug stays out of the labels (and their number stays small).
 */
export function routePattern(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (!route || typeof route.path !== 'string') return 'unmatched';
  return (req.originalUrl.startsWith('/api/v1/') ? '/api/v1' : '') + route.path;
}

/**
 * The API's Prometheus metrics, in a registry of its own (one per running server): Node's
 * defaults (CPU, memory, event-loop lag, GC), requests by method, route pattern and status with
 * their times, and the shop's own (orders, throttles, outbox, sizes, backups).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  readonly ordersPlaced: Counter<'payment'>;
  readonly throttleRefusals: Counter<'limit'>;
  readonly smsBudgetRefusals: Counter<'kind' | 'window'>;
  readonly backups: Counter<'outcome'>;
  readonly lastBackup: Gauge;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.ordersPlaced = new Counter({
      name: 'tyre_orders_placed_total',
      help: 'Orders placed since the process started (demo orders left out), by payment type',
      labelNames: ['payment'] as const,
      registers,
    });
    this.throttleRefusals = new Counter({
      name: 'tyre_throttle_refusals_total',
      help: 'Attempts a limit refused (logins: limit="login:…"), by limit',
      labelNames: ['limit'] as const,
      registers,
    });
    this.smsBudgetRefusals = new Counter({
      name: 'tyre_sms_budget_refusals_total',
      help:
        'SMS the shop-wide budget stopped (SMS_BUDGET_PER_HOUR / _PER_DAY), by kind (code: refused with 503; ' +
        'outbox: left pending until the budget opens) and the window that was spent: alert on any increase',
      labelNames: ['kind', 'window'] as const,
      registers,
    });
    this.backups = new Counter({
      name: 'tyre_backups_total',
      help: 'Backups written by this process (scheduled, dashboard, pnpm backup), by outcome',
      labelNames: ['outcome'] as const,
      registers,
    });
    this.lastBackup = new Gauge({
      name: 'tyre_backup_last_success_timestamp_seconds',
      help: 'When this process last wrote a backup successfully (Unix time; 0: not yet)',
      registers,
    });
  }

  /** A gauge whose samples are read when the metrics are asked for. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<Sample<L>[]>,
  ) {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { labels, value } of await read()) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }

  /** Counts every request and its time, by method, route pattern and status, once it is answered. */
  readonly http: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const labels = { method: req.method, route: routePattern(req), status: String(res.statusCode) };
      this.requests.inc(labels);
      this.durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };

  /** GET /metrics: the text format; with `token`, only for `Authorization: Bearer <token>`. */
  handler(token?: string): RequestHandler {
    const expected = token && createHash('sha256').update(token).digest();
    return async (req, res) => {
      if (expected) {
        const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
        if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
          res.setHeader('WWW-Authenticate', 'Bearer');
          res.status(401).json({ message: 'A metrics token is required', code: 'unauthorized' });
          return;
        }
      }
      res.setHeader('Content-Type', this.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.send(await this.registry.metrics());
    };
  }
}

/** GET /metrics alone on 127.0.0.1:`port` (METRICS_PORT), for a scraper on the same machine. */
export async function listenMetrics(metrics: Metrics, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

export const portOf = (server: http.Server): number => (server.address() as AddressInfo).port;
