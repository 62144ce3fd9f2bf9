// Mixed-load benchmark: 10,000 products on the embedded store; reads of GET /products and the
// finder (autocannon, 10 connections, worker thread) while orders arrive at 5 per second through
// POST /orders (each takes stock: a write to the products collection). Reports the reads' p99.
// Then the outbox: 50 orders per second for a minute (each records two or three messages: the
// customer's SMS, half of them an e-mail, the staff's e-mail) with the sender delivering the SMS
// to a local HTTP gateway, while GET /products is read; reports its p99 and how long the outbox
// takes to drain once the orders stop.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Category, Product, TyreSize } from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { startServer } from '@tyre/api/server';
import { CATEGORIES, products } from './catalogue';
import { CONNECTIONS, reads } from './reads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS_PER_SECOND = 5;
const P99_BUDGET_MS = 50;
const OUTBOX_ORDERS_PER_SECOND = 50;
const OUTBOX_SECONDS = Number(process.env.BENCH_OUTBOX_SECONDS ?? 60);
const DRAIN_BUDGET_S = 60;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Row {
  what: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  orders: number;
  errors: number;
}

/** A local SMS gateway answering 200 to every POST, counting them. */
async function startGateway() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"response_code":202}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/smsapi`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

interface OutboxRow {
  reqPerSec: number;
  p50: number;
  p99: number;
  orders: number;
  errors: number;
  messages: number;
  sent: number;
  failed: number;
  smsAtGateway: number;
  drainSeconds: number;
  load: string;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-mixed-'));
  const gateway = await startGateway();
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // every order comes from 127.0.0.1: the limits are set out of reach, their store work is still done
      ORDER_LIMIT_PER_ADDRESS: '9999999/60',
      ORDER_LIMIT_PER_MOBILE: '9999999/60',
      // thousands of orders' SMS: the shop-wide SMS budget out of reach too (its takes still run)
      SMS_BUDGET_PER_HOUR: '1000000',
      SMS_BUDGET_PER_DAY: '1000000',
      // the sender runs as in production: SMS to a local gateway, e-mail to the (silent) log
      MESSAGE_TRANSPORT: 'live',
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'bench',
      SMS_SENDER_ID: 'TyreBrand',
      STAFF_EMAILS: 'orders@bench.example.com',
    }),
  );
  const rows: Row[] = [];
  let outbox: OutboxRow | undefined;
  try {
    const api = `${server.url}/api/v1`;
    const { token } = await json<{ token: string }>(
      await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: JSON.stringify(body),
      });
    const categories: Category[] = [];
    const sizes: TyreSize[] = [];
    for (const [name, labels] of Object.entries(CATEGORIES)) {
      const category = await json<Category>(await post('/category', { name }));
      categories.push(category);
      for (const label of labels)
        sizes.push(await json<TyreSize>(await post('/size', { label, category: category._id })));
    }
    const col = server.ctx.store.collection<Product>('products');
    for (let from = 0; from < 10_000; from += 5000)
      await col.insertMany(
        products(from, from + 5000, sizes, categories).map((p) => ({ ...p, stock: 10_000_000 })),
      );
    const active = await col.find({ status: 'active' }, { limit: 200, projection: { _id: 1 } });
    console.log('10,000 products in the store');

    let placed = 0;
    let failed = 0;
    let inFlight = 0;
    let n = 0;
    /**
     * Orders at a steady rate, each a new cart, mobile number and Idempotency-Key; every other one
     * gives an e-mail (a third message).
     */
    const orders = (perSecond = ORDERS_PER_SECOND) => {
      const timer = setInterval(() => {
        n += 1;
        const product = active[n % active.length]!._id;
        inFlight += 1;
        post(
          '/orders',
          {
            items: [{ product, quantity: 1 }],
            customer: {
              name: 'Bench Buyer',
              address: 'House 1, Road 1',
              thana: 'Gulshan',
              district: 'Dhaka',
              mobileNumber: '013' + String(10_000_000 + n).slice(-8),
              ...(n % 2 ? { email: `buyer${n}@bench.example.com` } : {}),
            },
          },
          { 'idempotency-key': `mixed-${process.pid}-${Date.now()}-${n}` },
        )
          .then(
            (res) => (res.ok ? (placed += 1) : (failed += 1)),
            () => (failed += 1),
          )
          .finally(() => (inFlight -= 1));
      }, 1000 / perSecond);
      return () => clearInterval(timer);
    };
    /** The outbox's messages in a status (X-Total-Count of GET /messages). */
    const messages = async (status?: string) => {
      const res = await fetch(`${api}/messages?size=1${status ? `&status=${status}` : ''}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`GET /messages: ${res.status}`);
      await res.arrayBuffer();
      return Number(res.headers.get('x-total-count'));
    };

    const moto = categories.find((c) => c.name === 'Motorcycle')!;
    const lists: Array<[string, string]> = [
      ['GET /products (newest, 20) + 5 orders/s', `${api}/products`],
      [
        'GET /products/finder (category+rim) + 5 orders/s',
        `${api}/products/finder?category=${moto.slug}&rim=17&page=0&size=8`,
      ],
    ];
    // as a browser asks: the API compresses its JSON answers for it
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    for (const [what, url] of lists) {
      await reads(url, 1, headers);
      const [before, beforeFailed] = [placed, failed];
      const stop = orders();
      const r = await reads(url, DURATION_S, headers);
      stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const row = {
        what,
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        orders: placed - before,
        errors: r.errors + r.timeouts + r.non2xx + (failed - beforeFailed),
      };
      rows.push(row);
      console.log(
        `  ${what.padEnd(50)} ${row.reqPerSec} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  orders placed ${row.orders}${row.errors ? `  ERRORS ${row.errors}` : ''}`,
      );
    }

    // the outbox: 50 orders a second for a minute with the sender running, then the drain
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const [before, beforeFailed, messagesBefore, sentBefore, smsBefore] = [
      placed,
      failed,
      await messages(),
      await messages('sent'),
      gateway.received(),
    ];
    const url = `${api}/products`;
    await reads(url, 1, headers);
    const stop = orders(OUTBOX_ORDERS_PER_SECOND);
    const r = await reads(url, OUTBOX_SECONDS, headers);
    stop();
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const loadEnded = Date.now();
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    while ((await messages('pending')) + (await messages('sending')) > 0) {
      if (Date.now() - loadEnded > 5 * 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainSeconds = (Date.now() - loadEnded) / 1000;
    outbox = {
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      orders: placed - before,
      errors: r.errors + r.timeouts + r.non2xx + (failed - beforeFailed),
      messages: (await messages()) - messagesBefore,
      sent: (await messages('sent')) - sentBefore,
      failed: await messages('failed'),
      smsAtGateway: gateway.received() - smsBefore,
      drainSeconds,
      load,
    };
    console.log(
      `  ${'GET /products + 50 orders/s, sender on'.padEnd(50)} ${outbox.reqPerSec} req/s  p50 ${outbox.p50} ms  p99 ${outbox.p99} ms  orders placed ${outbox.orders}  messages ${outbox.messages} (sent ${outbox.sent}, failed ${outbox.failed}, SMS at the gateway ${outbox.smsAtGateway})  drained ${drainSeconds.toFixed(1)} s after the load  load average ${load}${outbox.errors ? `  ERRORS ${outbox.errors}` : ''}`,
    );
  } finally {
    await server.stop();
    await gateway.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per row, ${ORDERS_PER_SECOND} orders/s; p99 budget ${P99_BUDGET_MS} ms\n`,
  );
  console.log('| products | reads while orders arrive (5/s) | req/s | p50 ms | p99 ms | orders placed |');
  console.log('|---:|---|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| 10,000 | ${r.what.replace(' + 5 orders/s', '')} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.orders} |`,
    );
  if (outbox) {
    const o = outbox;
    console.log(
      `\n| products | reads while ${OUTBOX_ORDERS_PER_SECOND} orders/s arrive for ${OUTBOX_SECONDS} s, sender on | req/s | p50 ms | p99 ms | orders placed | messages | outbox drained after |`,
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| 10,000 | GET /products (newest, 20) | ${o.reqPerSec} | ${o.p50} | ${o.p99} | ${o.orders} | ${o.messages} (${o.sent} sent, ${o.failed} failed) | ${o.drainSeconds.toFixed(1)} s |`,
    );
  }
  const outboxErrors =
    outbox && (outbox.errors > 0 || outbox.failed > 0 || outbox.messages < outbox.orders * 2);
  if (rows.some((r) => r.errors > 0) || outboxErrors) process.exitCode = 1;
  else if (rows.some((r) => r.p99 > P99_BUDGET_MS) || (outbox && outbox.p99 > P99_BUDGET_MS)) {
    console.log(`\nOVER BUDGET: a p99 above ${P99_BUDGET_MS} ms`);
    process.exitCode = 1;
  } else if (outbox && outbox.drainSeconds > DRAIN_BUDGET_S) {
    console.log(`\nOVER BUDGET: the outbox took more than ${DRAIN_BUDGET_S} s to drain`);
    process.exitCode = 1;
  }
}

await main();
