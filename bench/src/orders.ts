// Orders benchmark: POST /orders per second and its p99 without contention (each order another
// product) and with contention (every order the same product), then the first page of
// GET /orders/all with 100,000 orders in the store, repeated and right after a write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Category, Order, Product, TyreSize } from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { startServer } from '@tyre/api/server';
import { CATEGORIES, products, random } from './catalogue';
import { CONNECTIONS, reads } from './reads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };
const SETUP_REQUEST = fileURLToPath(new URL('./order-request.cjs', import.meta.url));

interface Row {
  what: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  cold: string;
  errors: number;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const TOTAL_ORDERS = 100_000;
const hex = (n: number) => n.toString(16).padStart(24, '0');

/** Order documents as the API stores them, spread over the last 90 days. */
function orders(from: number, to: number, sample: Product[]): Order[] {
  const rnd = random(from + 7);
  const statuses = ['pending', 'processing', 'shipped', 'completed', 'cancelled', 'payment_review'] as const;
  const now = Date.now();
  const docs: Order[] = [];
  for (let i = from; i < to; i++) {
    const p = sample[Math.floor(rnd() * sample.length)]!;
    const quantity = 1 + Math.floor(rnd() * 4);
    const at = new Date(now - (90 * 86_400_000 * (TOTAL_ORDERS - i)) / TOTAL_ORDERS).toISOString();
    const status = statuses[Math.floor(rnd() * statuses.length)]!;
    docs.push({
      _id: hex(0xb0000000 + i),
      reference: `TB-25${String(i + 1).padStart(6, '0')}`,
      key: `bench-order-key-${String(i).padStart(16, '0')}`,
      userId: null,
      items: [
        {
          product: p._id,
          title: p.title,
          slug: p.slug,
          thumbnailImage: p.thumbnailImage,
          quantity,
          regularPrice: p.regularPrice,
          unitPrice: p.price,
          lineTotal: p.price * quantity,
          shipping: 150 * quantity,
        },
      ],
      customer: {
        name: `Customer ${i}`,
        address: 'House 1, Road 1',
        thana: 'Mirpur',
        district: 'Dhaka',
        mobileNumber: `017${String(i).padStart(8, '0')}`,
      },
      payment: { paymentType: 'Cash on Delivery' },
      subtotal: p.price * quantity,
      shipping: 150 * quantity,
      total: (p.price + 150) * quantity,
      status,
      history: [{ from: null, to: 'pending', by: null, at }],
      createdAt: at,
      updatedAt: at,
    });
  }
  return docs;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-orders-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // every request comes from 127.0.0.1: the limits are set out of reach, their store work is still done
      ORDER_LIMIT_PER_ADDRESS: '9999999/60',
      ORDER_LIMIT_PER_MOBILE: '9999999/60',
      // thousands of orders' SMS: the shop-wide SMS budget out of reach too (its takes still run)
      SMS_BUDGET_PER_HOUR: '1000000',
      SMS_BUDGET_PER_DAY: '1000000',
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
    const post = (route: string, body: unknown) =>
      fetch(`${api}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const categories: Category[] = [];
    const sizes: TyreSize[] = [];
    for (const [name, labels] of Object.entries(CATEGORIES).slice(0, 2)) {
      const category = await json<Category>(await post('/category', { name }));
      categories.push(category);
      for (const label of labels)
        sizes.push(await json<TyreSize>(await post('/size', { label, category: category._id })));
    }
    const catalogue = products(0, 1000, sizes, categories).map((p) => ({
      ...p,
      status: 'active' as const,
      stock: 10_000_000,
    }));
    await server.ctx.store.collection<Product>('products').insertMany(catalogue);

    const place = async (what: string, ids: string[]) => {
      process.env.BENCH_ORDER_PRODUCTS = ids.join(',');
      const opts = {
        url: `${api}/orders`,
        connections: CONNECTIONS,
        workers: 1,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        requests: [{ method: 'POST' as const, setupRequest: SETUP_REQUEST }],
      };
      await autocannon({ ...opts, duration: 1 });
      const r = await autocannon({ ...opts, duration: DURATION_S });
      const row = {
        what,
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        cold: '—',
        errors: r.errors + r.timeouts + r.non2xx,
      };
      rows.push(row);
      console.log(
        `  ${what.padEnd(52)} ${row.reqPerSec} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  ERRORS ${row.errors}` : ''}`,
      );
    };
    await place(
      'POST /orders (1,000 products, no contention)',
      catalogue.map((p) => p._id),
    );
    await place('POST /orders (all on one product)', [catalogue[0]!._id]);

    // 100,000 orders straight into the store (the documents the API writes)
    const col = server.ctx.store.collection<Order>('orders');
    await col.deleteMany({});
    const started = Date.now();
    for (let from = 0; from < TOTAL_ORDERS; from += 5000)
      await col.insertMany(orders(from, from + 5000, catalogue));
    console.log(`100,000 orders in the store (inserted in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const headers = { authorization: `Bearer ${token}` };
    let added = 0;
    const list = async (what: string, url: string) => {
      await reads(url, 1, headers);
      const r = await reads(url, DURATION_S, headers);
      // right after a new order arrives (an insert: nothing remembered is kept), 21 requests,
      // median and slowest
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const next = TOTAL_ORDERS + added++;
        await col.insertMany(orders(next, next + 1, catalogue));
        const t = performance.now();
        await json<unknown>(await fetch(url, { headers }));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const row = {
        what,
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        cold: `${times[10]!.toFixed(1)} / ${times[20]!.toFixed(1)}`,
        errors: r.errors + r.timeouts + r.non2xx,
      };
      rows.push(row);
      console.log(
        `  ${row.what.padEnd(52)} ${row.reqPerSec} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  cold ${row.cold} ms`,
      );
    };
    await list('GET /orders/all (100,000 orders, first page of 20)', `${api}/orders/all?page=0&size=20`);
    await list(
      'GET /orders/all?status=pending (first page of 20)',
      `${api}/orders/all?page=0&size=20&status=pending`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per row\n`,
  );
  console.log('| what | req/s | p50 ms | p99 ms | after a new order: median / slowest of 21, ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.what} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.cold} |`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
