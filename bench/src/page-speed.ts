// Page-speed benchmark: the production build served as `pnpm start` serves it (the built API on a
// fresh data dir with the demo data, the five static apps on loopback), loaded by Debian's
// Chromium emulating a mid-range phone on Lighthouse's "Slow 4G": viewport 412 x 823, 150 ms
// round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x, a fresh context (profile and cache) per
// load. Per page and language (English, and Bangla as a first visit from a Bangla browser): LCP,
// CLS and the bytes transferred by type, median of 3 loads. Then Lighthouse's mobile performance
// category (the `lighthouse` package, 12.x, its simulated Slow 4G and 4x CPU) on each page in each
// language: score, FCP, LCP and CLS. The machine's load average is printed beside the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { cartCookieValue } from '@tyre/contracts/cart-cookie';
import { startBuiltSite, type BuiltSite } from './built-site';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);
/** `BENCH_WATERFALL=1`: print every load's resource timings, paints and LCP element. */
const WATERFALL = process.env.BENCH_WATERFALL === '1';
/** `BENCH_PAGES=products,news`: only the pages whose name is, or (for words longer than one letter) holds, one of these words; `BENCH_PAGES=/` is the home page alone. */
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
/** `BENCH_PROFILE=1`: print where the main thread's JavaScript time went (CPU profile, by script). */
const PROFILE = process.env.BENCH_PROFILE === '1';
/**
 * `BENCH_TRACE=<folder>`: write each load's Chromium trace there (`<page>-<load>.json`; open it in
 * DevTools' Performance panel): the main thread's tasks, script evaluation, style, layout, paints.
 */
const TRACE_DIR = process.env.BENCH_TRACE;
/** `BENCH_LANGUAGES=bn`: only these languages (`en`, `bn`; both unless said). */
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en,bn')
  .split(',')
  .filter((language): language is Language => language === 'en' || language === 'bn');
/** `BENCH_LIGHTHOUSE=0`: leave out the Lighthouse runs; `BENCH_LIGHTHOUSE=only`: nothing else. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE ?? '1';
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9334);
/** `BENCH_LIGHTHOUSE_DIR=<folder>`: write each Lighthouse report there (`<page>-<language>-<run>.json`). */
const LIGHTHOUSE_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
/**
 * `BENCH_LIGHTHOUSE_RUNS=5`: Lighthouse runs per page and language (1 unless said); the row shows
 * the run of the median score, and every run's score beside it (a score varies by a few points
 * between runs on one machine).
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));

type Language = 'en' | 'bn';
/** The browser's language of a first visit in each language (web-kit follows `navigator.languages`). */
const locales: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** Lighthouse's "Slow 4G" (its mobile default), in the units of CDP. */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Kind = 'js' | 'css' | 'img' | 'font' | 'other';
interface Load {
  lcp: number;
  cls: number;
  bytes: Record<Kind, number>;
}

/** What the page saw: its resources (start and end, ms from navigation), paints and LCP element. */
interface Waterfall {
  resources: Array<{ name: string; type: string; start: number; end: number; size: number }>;
  paints: Array<{ name: string; start: number }>;
  lcpElement: string;
}

function kindOf(type: string): Kind {
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Image') return 'img';
  if (type === 'Font') return 'font';
  return 'other';
}

/** Collects LCP and CLS (session windows of at most 5 s with gaps under 1 s, as Chrome defines it). */
const observe = () => {
  const w = window as unknown as { __lcp: number; __cls: number; __lcpElement: string };
  w.__lcp = 0;
  w.__cls = 0;
  w.__lcpElement = '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { element: Element | null; url: string }
    >) {
      w.__lcp = entry.startTime;
      const element = entry.element;
      w.__lcpElement = element
        ? `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}>${entry.url ? ` ${entry.url}` : ` "${(element.textContent ?? '').trim().slice(0, 40)}"`}`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let session = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value;
      else [session, first] = [entry.value, entry.startTime];
      last = entry.startTime;
      w.__cls = Math.max(w.__cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function loadOnce(
  browser: Browser,
  url: string,
  ready: string,
  language: Language,
  prepare?: (page: Page) => Promise<void>,
  tracePath?: string,
): Promise<Load> {
  const context = await browser.newContext({
    locale: locales[language],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const types = new Map<string, Kind>();
  const bytes: Record<Kind, number> = { js: 0, css: 0, img: 0, font: 0, other: 0 };
  cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, kindOf(e.type ?? 'Other')));
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, kindOf(e.type)));
  cdp.on('Network.loadingFinished', (e) => {
    bytes[types.get(e.requestId) ?? 'other'] += e.encodedDataLength;
  });
  if (tracePath)
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const { lcp, cls, shown } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls, shown: document.documentElement.lang };
  });
  if (shown !== language) throw new Error(`${url} showed ${shown}, not ${language}`);
  if (tracePath) await browser.stopTracing();
  if (WATERFALL) printWaterfall(url, await page.evaluate(readWaterfall));
  if (PROFILE) printProfile((await cdp.send('Profiler.stop')).profile, lcp);
  await context.close();
  return { lcp, cls, bytes };
}

/** Runs in the page: resource timings, paints and the LCP element. */
const readWaterfall = (): Waterfall => {
  const w = window as unknown as { __lcpElement: string };
  return {
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      type: r.initiatorType,
      start: r.startTime,
      end: r.responseEnd,
      size: r.transferSize,
    })),
    paints: performance.getEntriesByType('paint').map((p) => ({ name: p.name, start: p.startTime })),
    lcpElement: w.__lcpElement,
  };
};

function printWaterfall(url: string, waterfall: Waterfall) {
  const ms = (n: number) => String(Math.round(n)).padStart(5);
  console.log(`\n    ${url}`);
  const rows = [
    ...waterfall.resources.map((r) => ({
      at: r.start,
      text: `${ms(r.start)} ${ms(r.end)}  ${r.type.padEnd(14)} ${r.size ? `${(r.size / 1024).toFixed(1).padStart(6)} KB` : '         '}  ${r.name.replace(/^https?:\/\/127\.0\.0\.1:\d+/, (origin) => `:${origin.split(':').pop()}`)}`,
    })),
    ...waterfall.paints.map((p) => ({ at: p.start, text: `${ms(p.start)}        ${p.name}` })),
  ].sort((a, b) => a.at - b.at);
  for (const row of rows) console.log(`    ${row.text}`);
  console.log(`    LCP element: ${waterfall.lcpElement}`);
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time of the samples taken before LCP, by script and by function (ms of throttled CPU). */
function printProfile(profile: CpuProfile, lcp: number) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let at = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const spans = samples.map((id, i) => {
    at += (deltas[i] ?? 0) / 1000;
    return { id, at, span: (deltas[i + 1] ?? 0) / 1000 };
  });
  const end = (spans[0]?.at ?? 0) + lcp;
  for (const { id, at: when, span } of spans) {
    if (when > end) break;
    const frame = nodes.get(id);
    if (!frame) continue;
    const script = frame.url
      ? frame.url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')
      : `(${frame.functionName})`;
    byScript.set(script, (byScript.get(script) ?? 0) + span);
    const fn = `${frame.functionName || '(anonymous)'} ${script}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + span);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `      ${v.toFixed(0).padStart(5)} ms  ${k}`);
  console.log('    CPU before LCP, by script:');
  console.log(top(byScript, 15).join('\n'));
  console.log('    by function:');
  console.log(top(byFunction, 15).join('\n'));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (n: number) => (n / 1024).toFixed(1);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** A page of the bench: its name, address, what shows it is ready, and what to set up before. */
type BenchPage = [name: string, route: string, ready: string, prepare?: (page: Page) => Promise<void>];

const selected = (name: string) =>
  !ONLY.length || ONLY.some((word) => word === name || (word.length > 1 && name.includes(word)));

/**
 * Lighthouse's mobile performance category on each page in each language, driving a Chromium of
 * its own (a persistent profile: the page's stored language, its cookie and the cart are set in
 * it before each run, the HTTP cache emptied, and Lighthouse told not to reset storage). Its simulated throttling
 * (Slow 4G, 4x CPU) estimates the figures from one unthrottled load.
 */
async function lighthouseRuns(
  { shellUrl, chromiumOptions }: BuiltSite,
  pages: BenchPage[],
  cart: string,
  cartCookie: string,
): Promise<string[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-lighthouse-'));
  const context = await chromium.launchPersistentContext(
    profile,
    chromiumOptions(`--remote-debugging-port=${DEBUG_PORT}`),
  );
  const rows: string[] = [];
  try {
    for (const [name, route] of pages) {
      for (const language of LANGUAGES) {
        const runs: Array<{ score: number; row: string }> = [];
        for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
          // the visitor's stored choice (and the cart of /order), with nothing cached
          const setup = await context.newPage();
          await setup.goto(`${shellUrl}/robots.txt`);
          await setup.evaluate(
            ([lang, items, told]) => {
              localStorage.clear();
              localStorage.setItem('language', lang);
              // and their cookies, as web-kit writes them (the server paints in the cookie's language,
              // with the cookie's cart; left from the run before, another language or cart would hide
              // the first paint)
              document.cookie = `language=${lang}; path=/; max-age=31536000; samesite=lax`;
              document.cookie = `cart=${told}; path=/; max-age=${told ? 31536000 : 0}; samesite=lax`;
              if (items) localStorage.setItem('cart', items);
            },
            [language, route === '/order' ? cart : '', route === '/order' ? cartCookie : ''] as const,
          );
          const cdp = await context.newCDPSession(setup);
          await cdp.send('Network.clearBrowserCache');
          await setup.close();
          const result = await lighthouse(shellUrl + route, {
            port: DEBUG_PORT,
            onlyCategories: ['performance'],
            disableStorageReset: true,
            output: 'json',
            logLevel: 'error',
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          // the font's bytes show the page ran in the language (the Bengali font only in Bangla)
          const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
            ?.items;
          const fontBytes = ((requests ?? []) as Array<{ resourceType?: string; transferSize?: number }>)
            .filter((item) => item.resourceType === 'Font')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
          if (LIGHTHOUSE_DIR)
            fs.writeFileSync(
              path.join(LIGHTHOUSE_DIR, `${name.replace(/\W+/g, '_') || 'home'}-${language}-${run}.json`),
              JSON.stringify(lhr),
            );
          const row = `| ${name} | ${language} | ${score} | ${(audit('first-contentful-paint') / 1000).toFixed(2)} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('total-blocking-time'))} | ${(audit('speed-index') / 1000).toFixed(2)} | ${kb(fontBytes)} |`;
          console.log(`  Lighthouse ${row}`);
          runs.push({ score, row });
        }
        const sorted = [...runs].sort((a, b) => a.score - b.score);
        const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
        rows.push(`${middle.row} ${runs.map((r) => r.score).join(' / ')} |`);
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const site = await startBuiltSite('page-speed');
  const { shellUrl, apiUrl } = site;
  let browser: Browser | undefined;
  try {
    const categories = (await (await fetch(`${apiUrl}/category`)).json()) as Array<{
      slug: string;
      name: string;
    }>;
    const motorcycle = categories.find((c) => /motorcycle/i.test(c.name)) ?? categories[0]!;
    const cards = (await (await fetch(`${apiUrl}/products`)).json()) as Array<Record<string, unknown>>;
    const product = cards[0]!;
    const dealers = (await (await fetch(`${apiUrl}/dealers`)).json()) as Array<{ slug: string }>;
    const dealer = dealers[0]!;
    const cart = JSON.stringify([{ ...product, quantity: 1 }]);
    // the cart's cookie, as web-kit writes it once the visitor's cart is in the page
    const cartCookie = cartCookieValue([{ _id: String(product._id), quantity: 1 }])!;
    const pages: BenchPage[] = [
      ['/', '/', '[data-testid="news-card"]'],
      ['/products', '/products', '[data-testid="product-card"]'],
      [
        `/finder?category=${motorcycle.slug}&rim=17`,
        `/finder?category=${motorcycle.slug}&rim=17`,
        '[data-testid="product-card"]',
      ],
      ['a product page', `/products/${String(product._id)}`, '[data-boundary="catalog"] h1'],
      ['/news', '/news', '[data-testid="news-card"]'],
      ['/dealers', '/dealers', '[data-testid="dealer-card"]'],
      ['a dealer page', `/dealers/${dealer.slug}`, '[data-testid="auth-number"]'],
      [
        '/order (1 item in the cart)',
        '/order',
        '[data-boundary="checkout"] h1',
        async (page) => {
          await page.addInitScript((value) => localStorage.setItem('cart', value), cart);
          await page.context().addCookies([{ name: 'cart', value: cartCookie, url: shellUrl }]);
        },
      ],
    ];

    const chosen = pages.filter(([name]) => selected(name));
    const startLoad = loadAverage();
    const rows: string[] = [];
    if (LIGHTHOUSE !== 'only') {
      browser = await chromium.launch(site.chromiumOptions());
      for (const [name, route, ready, prepare] of chosen) {
        for (const language of LANGUAGES) {
          const loads: Load[] = [];
          const slug = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '') || 'home'}-${language}`;
          if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });
          for (let i = 0; i < LOADS; i++) {
            const trace = TRACE_DIR ? path.join(TRACE_DIR, `${slug}-${i + 1}.json`) : undefined;
            loads.push(await loadOnce(browser, shellUrl + route, ready, language, prepare, trace));
          }
          const bytes = (kind: Kind) => median(loads.map((l) => l.bytes[kind]));
          const total = median(loads.map((l) => Object.values(l.bytes).reduce((a, b) => a + b, 0)));
          const row = `| ${name} | ${language} | ${(median(loads.map((l) => l.lcp)) / 1000).toFixed(2)} | ${median(loads.map((l) => l.cls)).toFixed(3)} | ${kb(bytes('js'))} | ${kb(bytes('css'))} | ${kb(bytes('img'))} | ${kb(bytes('font'))} | ${kb(bytes('other'))} | ${kb(total)} |`;
          console.log(
            `  ${name} (${language}): LCP ${loads.map((l) => (l.lcp / 1000).toFixed(2)).join(' / ')} s, CLS ${loads.map((l) => l.cls.toFixed(3)).join(' / ')}`,
          );
          rows.push(row);
        }
      }
    }
    const lighthouseRows = LIGHTHOUSE === '0' ? [] : await lighthouseRuns(site, chosen, cart, cartCookie);
    if (rows.length) {
      console.log(
        `\nChromium ${browser!.version()}, 412 x 823, ${network.latency} ms RTT, 1.6 Mbps down, 750 kbps up, CPU / ${CPU_SLOWDOWN}; median of ${LOADS} fresh loads; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average ${startLoad} at the start, ${loadAverage()} at the end (1 / 5 / 15 min, ${os.cpus().length} cores)\n`,
      );
      console.log(
        '| page | language | LCP s | CLS | JS KB | CSS KB | images KB | fonts KB | other KB | total KB |',
      );
      console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const row of rows) console.log(row);
    }
    if (lighthouseRows.length) {
      console.log(
        `\nLighthouse mobile performance (simulated Slow 4G, 4x CPU); load average ${loadAverage()} at the end\n`,
      );
      console.log(
        `(the run of the median score of ${LIGHTHOUSE_RUNS}; every run's score in the last column)\n`,
      );
      console.log('| page | language | score | FCP s | LCP s | CLS | TBT ms | SI s | fonts KB | scores |');
      console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
      for (const row of lighthouseRows) console.log(row);
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
}

await main();
