// Mixed-load benchmark: 10,000 products on the embedded store; reads of GET /products and the
// finder (autocannon, 10 connections, worker thread) while orders arrive at 5 per second through
// POST /orders (each takes stock: a write to the products collection). Reports the reads' p99.
import fs from 'node:fs';
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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-mixed-'));
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
    }),
  );
  const rows: Row[] = [];
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
    /** Orders at a steady 5 per second, each a new cart, mobile number and Idempotency-Key. */
    const orders = () => {
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        const product = active[n % active.length]!._id;
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
            },
          },
          { 'idempotency-key': `mixed-${process.pid}-${Date.now()}-${n}` },
        ).then(
          (res) => (res.ok ? (placed += 1) : (failed += 1)),
          () => (failed += 1),
        );
      }, 1000 / ORDERS_PER_SECOND);
      return () => clearInterval(timer);
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
  } finally {
    await server.stop();
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
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  else if (rows.some((r) => r.p99 > P99_BUDGET_MS)) {
    console.log(`\nOVER BUDGET: a p99 above ${P99_BUDGET_MS} ms`);
    process.exitCode = 1;
  }
}

await main();
