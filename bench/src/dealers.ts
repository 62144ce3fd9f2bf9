// Dealers benchmark (issue 42): 5,000 dealers on the embedded store, imported by one CSV through
// the API (its time is printed), then "nearest 20" (GET /dealers?near=…&size=20) from 600
// points across Bangladesh — with no filter, with a service and with a category — and the public
// list of a district, one request at a time over loopback. The points are all different, so no
// answer comes from the store's read cache. Target (issue 42): p99 under 20 ms for "nearest 20".
// A trivial request (GET /health) is the yardstick: its tail is the machine's share.
// Run: `pnpm --filter @tyre/bench bench:dealers` (about a minute).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BD_BOUNDS, DEALER_CSV_COLUMNS, DISTRICT_TOWNS, type District } from '@tyre/contracts';
import { loadConfig } from '@tyre/api/config';
import { startServer } from '@tyre/api/server';
import { random } from './catalogue';

const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };
const DEALERS = 5_000;
const POINTS = 600;

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** 5,000 dealers as the import takes them: a third around Dhaka, the rest around the district towns. */
function dealersCsv(): string {
  const rnd = random(42);
  const towns = Object.entries(DISTRICT_TOWNS) as Array<[District, readonly [number, number]]>;
  const lines = [DEALER_CSV_COLUMNS.join(',')];
  for (let i = 0; i < DEALERS; i++) {
    const [district, [lat, lng]] = rnd() < 0.33 ? towns[0]! : towns[Math.floor(rnd() * towns.length)]!;
    const services = ['fitting', 'balancing', 'alignment', 'tube-repair', 'truck-tyres'].filter(
      () => rnd() < 0.5,
    );
    lines.push(
      [
        '',
        `Bench Dealer ${i}`,
        '',
        district,
        'Sadar',
        '',
        `${i} Station Road`,
        '',
        `017${String(10_000_000 + i)}`,
        '',
        'Sa|Su|Mo|Tu|We|Th',
        '09:00',
        '20:00',
        services.join('|'),
        rnd() < 0.3 ? 'truck-bus' : 'motorcycle',
        (lat + (rnd() - 0.5) * 0.27).toFixed(5),
        (lng + (rnd() - 0.5) * 0.27).toFixed(5),
        i % 10 === 0 ? 'no' : 'yes',
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timed(urls: string[]): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    await json(await fetch(url));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1)! };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-bench-dealers-'));
  const server = await startServer(
    loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
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
    for (const name of ['Truck Bus', 'Motorcycle'])
      await json(
        await fetch(`${api}/category`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ name }),
        }),
      );
    const form = new FormData();
    form.set('file', new Blob([dealersCsv()]), 'dealers.csv');
    let started = performance.now();
    const imported = await json<{ created: number }>(
      await fetch(`${api}/dealers/import`, { method: 'POST', headers: auth, body: form }),
    );
    console.log(
      `Imported ${imported.created} dealers from one CSV in ${(performance.now() - started).toFixed(0)} ms`,
    );

    const rnd = random(7);
    const points = Array.from({ length: POINTS }, () => {
      const lat = BD_BOUNDS.minLat + 0.4 + rnd() * (BD_BOUNDS.maxLat - BD_BOUNDS.minLat - 0.8);
      const lng = BD_BOUNDS.minLng + 0.2 + rnd() * (BD_BOUNDS.maxLng - BD_BOUNDS.minLng - 0.4);
      return `${lat.toFixed(4)},${lng.toFixed(4)}`;
    });
    const districts = Object.keys(DISTRICT_TOWNS);
    const rows: Array<[string, Awaited<ReturnType<typeof timed>>]> = [];
    // a warm-up: the first requests compile and fill the JIT
    await timed(points.slice(0, 50).map((p) => `${api}/dealers?near=${p}&size=20&service=fitting`));
    started = performance.now();
    rows.push(['nearest 20', await timed(points.map((p) => `${api}/dealers?near=${p}&size=20`))]);
    rows.push([
      'nearest 20, truck tyres',
      await timed(points.map((p) => `${api}/dealers?near=${p}&size=20&service=truck-tyres`)),
    ]);
    rows.push([
      'nearest 3, a category',
      await timed(points.map((p) => `${api}/dealers?near=${p}&size=3&category=truck-bus`)),
    ]);
    // the yardstick: on a busy machine its tail is what the machine adds to every request
    rows.push(['yardstick: GET /health', await timed(points.map(() => `${api}/health`))]);
    rows.push([
      'a district, by name',
      await timed(
        points.map(
          (_, i) => `${api}/dealers?district=${encodeURIComponent(districts[i % 64]!)}&page=${i % 3}`,
        ),
      ),
    ]);
    console.log(
      `\n${POINTS} requests per row, one at a time (${((performance.now() - started) / 1000).toFixed(1)} s):`,
    );
    console.log('| request | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, t] of rows)
      console.log(`| ${name} | ${t.p50.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.max.toFixed(1)} |`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
