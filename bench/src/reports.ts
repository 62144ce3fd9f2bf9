// Reports benchmark: each report over 100,000 orders spread over the last 90 days on the embedded
// store (mingo runs the pipelines in-process), one request at a time: the median and slowest of
// several requests over the whole 90 days. Target: at most 1 s each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DISTRICTS,
  type Category,
  type Order,
  type OrderStatus,
  type Product,
  type TyreSize,
} from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { reportKeys } from '@tyre/api/order-report-keys';
import { startServer } from '@tyre/api/server';
import { CATEGORIES, products, random } from './catalogue';

const TOTAL_ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const TARGET_MS = 1000;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };
const DAY = 86_400_000;
const HOUR = 3_600_000;
const hex = (n: number) => n.toString(16).padStart(24, '0');

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Order documents as the API stores them: 1 to 3 lines, every status, both payment types, many districts. */
function orders(from: number, to: number, sample: Product[], now: number): Order[] {
  const rnd = random(from + 11);
  const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'completed', 'completed', 'cancelled'];
  const docs: Order[] = [];
  for (let i = from; i < to; i++) {
    const created = now - (90 * DAY * (TOTAL_ORDERS - i)) / TOTAL_ORDERS;
    const at = new Date(created).toISOString();
    const bkash = rnd() < 0.4;
    const district = rnd() < 0.35 ? 'Dhaka' : DISTRICTS[Math.floor(rnd() * DISTRICTS.length)]!;
    const lines = 1 + Math.floor(rnd() * 3);
    const items = Array.from({ length: lines }, () => {
      const p = sample[Math.floor(rnd() * sample.length)]!;
      const quantity = 1 + Math.floor(rnd() * 4);
      return {
        product: p._id,
        title: p.title,
        slug: p.slug,
        thumbnailImage: p.thumbnailImage,
        quantity,
        regularPrice: p.regularPrice,
        unitPrice: p.price,
        lineTotal: p.price * quantity,
        shipping: (district === 'Dhaka' ? 80 : 150) * quantity,
      };
    });
    const status = bkash && rnd() < 0.1 ? 'payment_review' : statuses[Math.floor(rnd() * statuses.length)]!;
    const history: Order['history'] = [
      { from: null, to: bkash ? 'payment_review' : 'pending', by: null, at },
    ];
    let t = created;
    const step = (to: OrderStatus) => {
      t += (1 + rnd() * 30) * HOUR;
      history.push({ from: history.at(-1)!.to, to, by: null, at: new Date(t).toISOString() });
    };
    if (status !== 'payment_review') {
      if (bkash && !(status === 'cancelled' && rnd() < 0.5)) step('pending');
      const path: OrderStatus[] = ['processing', 'shipped', 'completed'];
      const upTo = status === 'cancelled' ? 0 : path.indexOf(status) + 1;
      for (const s of path.slice(0, upTo)) step(s);
      if (status === 'cancelled') step('cancelled');
    }
    const subtotal = items.reduce((s, l) => s + l.lineTotal, 0);
    const shipping = items.reduce((s, l) => s + l.shipping, 0);
    const order: Order = {
      _id: hex(0xc0000000 + i),
      reference: `TB-25${String(i + 1).padStart(6, '0')}`,
      key: `bench-report-key-${String(i).padStart(16, '0')}`,
      userId: null,
      items,
      customer: {
        name: `Customer ${i}`,
        address: 'House 1, Road 1',
        thana: 'Kotwali',
        district: district as Order['customer']['district'],
        mobileNumber: `017${String(i).padStart(8, '0')}`,
      },
      payment: bkash
        ? {
            paymentType: 'bKash',
            mobileNumber: `017${String(i).padStart(8, '0')}`,
            trxID: `R${String(i).padStart(9, '0')}`,
          }
        : { paymentType: 'Cash on Delivery' },
      subtotal,
      shipping,
      total: subtotal + shipping,
      status,
      history,
      createdAt: at,
      updatedAt: history.at(-1)!.at,
    };
    // with the figures the reports read, as the API writes them when it places and moves an order
    docs.push({ ...order, report: reportKeys(order) } as Order);
  }
  return docs;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-reports-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
  const rows: {
    what: string;
    first: number;
    firstCpu: number;
    median: number;
    slowest: number;
    bytes: number;
  }[] = [];
  try {
    const api = `${server.url}/api/v1`;
    const { token } = await json<{ token: string }>(
      await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (route: string, body: unknown) =>
      fetch(`${api}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const categories: Category[] = [];
    const sizes: TyreSize[] = [];
    for (const [name, labels] of Object.entries(CATEGORIES).slice(0, 3)) {
      const category = await json<Category>(await post('/category', { name }));
      categories.push(category);
      for (const label of labels)
        sizes.push(await json<TyreSize>(await post('/size', { label, category: category._id })));
    }
    const rnd = random(99);
    const catalogue = products(0, 1000, sizes, categories).map((p) => ({
      ...p,
      status: 'active' as const,
      stock: Math.floor(rnd() * 40),
    }));
    await server.ctx.store.collection<Product>('products').insertMany(catalogue);

    const col = server.ctx.store.collection<Order>('orders');
    const now = Date.now();
    const started = Date.now();
    for (let from = 0; from < TOTAL_ORDERS; from += 5000)
      await col.insertMany(orders(from, from + 5000, catalogue.slice(0, 600), now));
    console.log(
      `\nReports: ${TOTAL_ORDERS.toLocaleString('en')} orders over 90 days in the embedded store (inserted in ${((Date.now() - started) / 1000).toFixed(1)} s), 1,000 products`,
    );

    const day = (t: number) => new Date(t + 6 * HOUR).toISOString().slice(0, 10);
    const range = `from=${day(now - 89 * DAY)}&to=${day(now)}`;
    const reports: [string, string][] = [
      ['GET /reports/sales (90 days by day)', `/reports/sales?${range}&granularity=day`],
      ['GET /reports/sales (90 days by week)', `/reports/sales?${range}&granularity=week`],
      ['GET /reports/sales (90 days by month)', `/reports/sales?${range}&granularity=month`],
      ['GET /reports/summary (90 days)', `/reports/summary?${range}`],
      ['GET /reports/stock (90 days)', `/reports/stock?${range}`],
      ['GET /reports/sales.csv (90 days)', `/reports/sales.csv?${range}`],
      ['GET /reports/summary (last 7 days)', `/reports/summary?from=${day(now - 6 * DAY)}&to=${day(now)}`],
    ];
    for (const [what, route] of reports) {
      const times: number[] = [];
      let bytes = 0;
      let firstCpu = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        const res = await fetch(`${api}${route}`, { headers });
        if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
        // read as it arrives, as a browser saving the file does (not gathered into one buffer)
        bytes = 0;
        for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
        times.push(performance.now() - t);
        // the CPU time of this process (API and client) for the first request: less swayed by
        // other work on the machine than the wall-clock time
        if (i === 0) {
          const used = process.cpuUsage(cpu);
          firstCpu = (used.user + used.system) / 1000;
        }
      }
      // the first request computes the report; the later ones may be answered from the store's
      // read cache (no write to the orders in between)
      const first = times[0]!;
      times.sort((a, b) => a - b);
      const row = {
        what,
        first,
        firstCpu,
        median: times[Math.floor(RUNS / 2)]!,
        slowest: times.at(-1)!,
        bytes,
      };
      rows.push(row);
      console.log(
        `  ${what.padEnd(40)} first ${row.first.toFixed(0).padStart(5)} ms (CPU ${row.firstCpu.toFixed(0).padStart(5)} ms)  median ${row.median.toFixed(0).padStart(5)} ms  slowest ${row.slowest.toFixed(0).padStart(5)} ms  ${(bytes / 1024).toFixed(0)} KB${row.first > TARGET_MS ? '  FIRST REQUEST OVER THE 1 s TARGET' : ''}`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${RUNS} requests per report, one at a time\n`,
  );
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}\n`,
  );
  console.log('| report | first ms | first, CPU ms | median ms | slowest ms | answer |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.what} | ${r.first.toFixed(0)} | ${r.firstCpu.toFixed(0)} | ${r.median.toFixed(0)} | ${r.slowest.toFixed(0)} | ${(r.bytes / 1024).toFixed(0)} KB |`,
    );
}

await main();
