// Vehicle finder benchmark: the four read routes of `/vehicles` with 5,000 models and 20,000
// fitments on the embedded store (and 10,000 products behind the fitment answers). Makes and
// models are added through the API, the fitments by one CSV import (its time is printed too).
// Each route is asked over many different values (every type, every make, 1,000 models cycled),
// so the model and fitment answers are not in the store's read cache (it keeps 500 answers per
// collection, and a cycle longer than that misses every time). The finder keeps its own answers
// between vehicle writes (of a model and its fitments: 2,000 models), so the fitment route is asked
// twice: over 1,000 models (kept after the warm-up) and over all 5,000 (a cycle longer than the
// finder keeps: none is kept, as for a model nobody asked for lately). Two loads per route: one
// connection (one request at a time: the time a request takes) and 10 connections (throughput).
// A bare Express endpoint in the same process, answering the fitment answer of one model, is the
// yardstick: on a busy machine its tail shows what the machine adds to every request. The load
// runs in a child process, so the CPU time this process spends per request is the API's own work
// (a figure a busy machine does not inflate, unlike the latency tail).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import express from 'express';
import type { Category, Product, TyreSize, VehicleMake, VehicleModel } from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { startServer } from '@tyre/api/server';
import { CATEGORIES, products, random } from './catalogue';
import { CONNECTIONS } from './reads';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const LOAD_CHILD = fileURLToPath(new URL('./load-child.mjs', import.meta.url));
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };
const MAKES = 100;
const MODELS = 5_000;
const FITMENTS_PER_MODEL = 4;
const PRODUCTS = 10_000;
/** Models cycled by the first fitment row: more than the read cache keeps, fewer than the finder. */
const FITMENT_MODELS = 1_000;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Row {
  route: string;
  values: number;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** CPU time of the API's process per request, in ms. */
  cpu: number;
  errors: number;
}

/** autocannon in a child process (the options on its stdin); its result. */
function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [LOAD_CHILD], { maxBuffer: 16 << 20 }, (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout) as autocannon.Result),
    );
    child.stdin!.end(JSON.stringify(options));
  });
}

/**
 * GETs of the paths, in turn, over `connections` connections: a 1 s warm-up, then the measured run,
 * with the CPU time this process (the API) spent on it.
 */
async function load(
  base: string,
  paths: string[],
  connections: number,
): Promise<Omit<Row, 'route' | 'values'>> {
  const options = (duration: number): autocannon.Options => ({
    url: base,
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    connections,
    duration,
  });
  await fire(options(1));
  const before = process.cpuUsage();
  const r = await fire(options(DURATION_S));
  const cpu = process.cpuUsage(before);
  return {
    connections,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpu: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, r.requests.total)) * 100) / 100,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-vehicles-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
  const rows: Row[] = [];
  const bare = express();
  let bareServer: ReturnType<typeof bare.listen> | undefined;
  try {
    const api = `${server.url}/api/v1`;
    const { token } = await json<{ token: string }>(
      await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    );
    const auth = { authorization: `Bearer ${token}` };
    const post = (route: string, body: unknown) =>
      fetch(`${api}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
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
    for (let from = 0; from < PRODUCTS; from += 5000)
      await col.insertMany(products(from, Math.min(PRODUCTS, from + 5000), sizes, categories));

    let started = Date.now();
    const makes: VehicleMake[] = [];
    for (let i = 0; i < MAKES; i++)
      makes.push(await json<VehicleMake>(await post('/vehicles/makes', { name: `Make ${i}` })));
    // each make builds for one or two types; a model takes one of its make's types
    const rnd = random(24);
    const models: VehicleModel[] = [];
    const lines = ['make,model,yearFrom,yearTo,position,size,alternatives'];
    const typeOf = (make: number, second: boolean) =>
      categories[(make + (second ? 1 : 0)) % categories.length]!;
    for (let i = 0; i < MODELS; i++) {
      const make = makes[i % MAKES]!;
      const type = typeOf(i % MAKES, i % 3 === 0);
      const model = await json<VehicleModel>(
        await post('/vehicles/models', {
          make: make._id,
          type: type._id,
          name: `Model ${i}`,
          yearFrom: 2000 + (i % 15),
        }),
      );
      models.push(model);
      const ofType = sizes.filter((s) => s.categoryId === type._id);
      const pick = () => ofType[Math.floor(rnd() * ofType.length)]!.label;
      // two year ranges, each with a front and a rear size (or two rows for every wheel)
      for (const [from, to] of [
        [model.yearFrom, 2014],
        [2015, ''],
      ] as const) {
        const positions =
          type.slug === 'motorcycle' || type.slug === 'scooter' ? ['front', 'rear'] : ['all', 'all'];
        const used = new Set<string>();
        for (const position of positions) {
          let size = pick();
          while (positions[0] === 'all' && used.has(size) && ofType.length > 1) size = pick();
          used.add(size);
          const alternative = ofType.find((s) => s.label !== size)?.label ?? '';
          lines.push(
            `${make.name},${model.name},${Math.min(from, 2014)},${to},${position},${size},${alternative}`,
          );
        }
      }
    }
    console.log(
      `${MAKES} makes and ${MODELS.toLocaleString('en-US')} models through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    started = Date.now();
    const csv = new FormData();
    csv.append('file', new Blob([lines.join('\r\n')]), 'fitments.csv');
    const imported = await json<{ rows: number; created: number }>(
      await fetch(`${api}/vehicles/fitments/import`, { method: 'POST', headers: auth, body: csv }),
    );
    const fitments = Number(
      (await fetch(`${api}/vehicles/fitments?size=1`, { headers: auth })).headers.get('x-total-count'),
    );
    console.log(
      `CSV import of ${imported.rows.toLocaleString('en-US')} rows (${(Buffer.byteLength(lines.join('\r\n')) / 1024).toFixed(0)} KB): ${((Date.now() - started) / 1000).toFixed(1)} s; ${fitments.toLocaleString('en-US')} fitments stored`,
    );
    if (fitments !== MODELS * FITMENTS_PER_MODEL)
      throw new Error(`expected ${MODELS * FITMENTS_PER_MODEL} fitments`);

    const sample = await json<unknown>(
      await fetch(`${api}/vehicles/fitment?model=${models[0]!.slug}&year=2016`),
    );
    bare.get('/bare', (_req, res) => {
      res.json(sample);
    });
    bareServer = bare.listen(0, '127.0.0.1');
    await new Promise((resolve) => bareServer!.once('listening', resolve));
    const bareBase = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;
    const base = server.url;
    const fitmentPath = (m: VehicleModel, i: number) =>
      `/api/v1/vehicles/fitment?model=${m.slug}&year=${2008 + (i % 15)}`;
    const routes: [string, string[], string?][] = [
      ['bare Express (one fitment answer)', ['/bare'], bareBase],
      ['GET /vehicles/types', ['/api/v1/vehicles/types']],
      ['GET /vehicles/makes?type=', categories.map((c) => `/api/v1/vehicles/makes?type=${c.slug}`)],
      [
        'GET /vehicles/models?make=&type=',
        makes.map((m, j) => `/api/v1/vehicles/models?make=${m.slug}&type=${typeOf(j, false).slug}`),
      ],
      [
        'GET /vehicles/fitment?model=&year=',
        models.filter((_m, i) => i % (MODELS / FITMENT_MODELS) === 0).map(fitmentPath),
      ],
      ['GET /vehicles/fitment, every model', models.map(fitmentPath)],
    ];
    for (const [route, paths, url] of routes) {
      for (const connections of [1, CONNECTIONS]) {
        const row = { route, values: paths.length, ...(await load(url ?? base, paths, connections)) };
        rows.push(row);
        console.log(
          `  ${route.padEnd(36)} ${String(paths.length).padStart(5)} values  ${String(connections).padStart(2)} conn  ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  CPU ${row.cpu} ms/request${row.errors ? `  ERRORS ${row.errors}` : ''}`,
        );
      }
    }
  } finally {
    bareServer?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nMachine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${DURATION_S} s per row, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| route | values cycled | connections | req/s | p50 ms | p99 ms | API CPU ms / request |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.values.toLocaleString('en-US')} | ${r.connections} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.cpu} |`,
    );
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
