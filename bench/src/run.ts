// API load benchmark: GET /products, /products/finder and /products/:slug on the embedded store,
// against a bare Express endpoint in the same run, and the finder at 1,000, 10,000 and 100,000
// products. The API runs in this process; autocannon fires from a worker thread on loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Category, Product, ProductCard, TyreSize } from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { startServer } from '@tyre/api/server';
import { CATEGORIES, products } from './catalogue';
import { CONNECTIONS, reads } from './reads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

interface Row {
  products: number;
  endpoint: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Median time of one request right after a product write (nothing remembered), in ms. */
  cold: number | undefined;
  errors: number;
}

async function fire(url: string): Promise<Omit<Row, 'products' | 'endpoint' | 'cold'>> {
  // A one-second warm-up, then the measured run.
  await reads(url, 1);
  const r = await reads(url, DURATION_S);
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
  const bare = express();
  let bareServer: ReturnType<typeof bare.listen> | undefined;
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
    for (const [name, labels] of Object.entries(CATEGORIES)) {
      const category = await json<Category>(await post('/category', { name }));
      categories.push(category);
      for (const label of labels)
        sizes.push(await json<TyreSize>(await post('/size', { label, category: category._id })));
    }
    const col = server.ctx.store.collection<Product>('products');
    let count = 0;
    const growTo = async (n: number) => {
      const started = Date.now();
      for (let from = count; from < n; from += 5000)
        await col.insertMany(products(from, Math.min(n, from + 5000), sizes, categories));
      count = n;
      console.log(
        `${n.toLocaleString('en-US')} products in the store (inserted in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    };
    const moto = sizes.find((s) => s.label === '90/90-17')!;
    const finderCatRim = `${api}/products/finder?category=motorcycle&rim=17&page=0&size=8`;
    const finderSize = `${api}/products/finder?category=motorcycle&rim=17&tyreSize=${moto._id}&page=0&size=8`;
    /**
     * The embedded store remembers query answers until the next write, so the load figures are for
     * repeated queries (a popular page). The cold figure is the same request right after a write.
     */
    const coldMs = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < 9; i++) {
        await col.updateOne({ slug: 'bench-1' }, { $inc: { stock: 0 } });
        const started = performance.now();
        await json<unknown>(await fetch(url));
        times.push(performance.now() - started);
      }
      return Math.round(times.sort((a, b) => a - b)[4]! * 10) / 10;
    };
    const measure = async (endpoint: string, url: string, cold = true) => {
      const row = {
        products: count,
        endpoint,
        ...(await fire(url)),
        cold: cold ? await coldMs(url) : undefined,
      };
      rows.push(row);
      console.log(
        `  ${endpoint.padEnd(44)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  cold ${row.cold ?? '-'} ms${row.errors ? `  ERRORS ${row.errors}` : ''}`,
      );
    };

    await growTo(1_000);
    await measure('GET /products/finder (category+rim)', finderCatRim);
    await measure('GET /products/finder (category+rim+tyreSize)', finderSize);

    await growTo(10_000);
    // The bare endpoint answers the same 20 cards GET /products answers, so the ratio is the cost
    // of the API (middleware, validation, store query and count) over Express serialising JSON.
    const cards = await json<ProductCard[]>(await fetch(`${api}/products`));
    bare.get('/bare', (_req, res) => {
      res.json(cards);
    });
    bareServer = bare.listen(0, '127.0.0.1');
    await new Promise((resolve) => bareServer!.once('listening', resolve));
    await measure(
      'bare Express (same 20 cards)',
      `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/bare`,
      false,
    );
    await measure('GET /products (newest, 20)', `${api}/products`);
    await measure('GET /products/finder (category+rim)', finderCatRim);
    await measure('GET /products/finder (category+rim+tyreSize)', finderSize);
    await measure('GET /products/:slug', `${api}/products/bench-4242`);

    await growTo(100_000);
    await measure('GET /products/finder (category+rim)', finderCatRim);
    await measure('GET /products/finder (category+rim+tyreSize)', finderSize);
    await measure('GET /products (newest, 20)', `${api}/products`);
    await measure('GET /products/:slug', `${api}/products/bench-4242`);
  } finally {
    bareServer?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const bareRate = rows.find((r) => r.endpoint.startsWith('bare'))!.reqPerSec;
  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per row\n`,
  );
  console.log(
    '| products | endpoint | req/s | p50 ms | p99 ms | vs bare Express | cold ms (after a write) |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.products.toLocaleString('en-US')} | ${r.endpoint} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${(r.reqPerSec / bareRate).toFixed(2)} | ${r.cold ?? '—'} |`,
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
