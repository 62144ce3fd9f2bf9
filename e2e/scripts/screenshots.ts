// Screenshots of every screen at 390 x 844 (phone) and 1366 x 800 (laptop), for a look by eye.
// Run from the repo root after `pnpm build`:
//   npx vitest run --config e2e/scripts/vitest.config.ts
// Writes PNG files to SHOTS_DIR (default /tmp/tyre-shots). ONLY=home,cart limits the screens.
// SHOTS_LANGUAGE=bn shoots every screen in Bangla (files named <screen>-<size>-bn.png); the steps
// between the shots (cart, order, login) still run in English.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { serve } from '@tyre/site-server';
import { placeCashOrder } from '../src/pages';
import { admin, adminCall, freePort, remoteNames } from '../src/site';

const outDir = process.env.SHOTS_DIR || '/tmp/tyre-shots';
const only = process.env.ONLY?.split(',');
const language = process.env.SHOTS_LANGUAGE;
const suffix = language ? `-${language}` : '';
const allSizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'narrow', width: 320, height: 640 },
] as const;
/** SIZES=narrow,phone picks sizes; the default is phone and laptop */
const sizes = allSizes.filter(({ name }) =>
  (process.env.SIZES?.split(',') ?? ['phone', 'laptop']).includes(name),
);

const repo = new URL('../../', import.meta.url);
const appDirs = {
  catalog: 'mf-catalog',
  content: 'mf-content',
  checkout: 'mf-checkout',
  dashboard: 'mf-dashboard',
};
/** Kept between runs: the demo data is made once (seeding takes a while on a busy machine). */
const dataDir = process.env.SHOTS_DATA_DIR || '/tmp/tyre-shots-data';

const site = { url: '', apiUrl: '', browser: undefined as unknown as Browser };
const stops: Array<() => Promise<unknown>> = [];

/** Like the tests' startSite, but on a kept data dir and with no deadline on the API's start. */
beforeAll(async () => {
  await mkdir(outDir, { recursive: true });
  const apiPort = await freePort();
  const shellPort = await freePort();
  site.url = `http://127.0.0.1:${shellPort}`;
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: new URL('.', repo),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      CORS_ORIGINS: site.url,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  stops.push(async () => {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  });
  const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
  site.apiUrl = apiUrl;
  for (;;) {
    if ((await fetch(`${apiUrl}/health/ready`).catch(() => undefined))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const manifests: Partial<Record<(typeof remoteNames)[number], string>> = {};
  for (const name of remoteNames) {
    const running = await serve({ root: new URL(`${appDirs[name]}/dist/`, repo), port: 0 });
    stops.push(running.close);
    manifests[name] = `${running.url}/mf-manifest.json`;
  }
  const runtimeConfig = {
    catalog: manifests.catalog ?? '',
    content: manifests.content ?? '',
    checkout: manifests.checkout ?? '',
    dashboard: manifests.dashboard ?? '',
    apiBaseUrl: apiUrl,
  };
  const shell = await serve({ root: new URL('shell/dist/', repo), port: shellPort, runtimeConfig });
  stops.push(shell.close);
  site.browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  stops.push(() => site.browser.close());
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function login(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Account/, includeHidden: true })
    .waitFor({ state: 'attached' });
}

async function firstHref(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(site.url + path);
  const link = page.locator(selector).first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? path;
}

it('takes the screenshots', async () => {
  const probe = await (await site.browser.newContext()).newPage();
  const product = await firstHref(probe, '/products', '[data-testid="product-card"] h3 a');
  const post = await firstHref(probe, '/news', '[data-testid="news-card"] a');
  const job = await firstHref(probe, '/career', '[data-testid="job-card"] h3 a');
  await probe.context().close();

  const publicScreens: Array<[string, string]> = [
    ['home', '/'],
    ['products', '/products'],
    ['product', product],
    ['finder', '/finder'],
    ['news', '/news'],
    ['news-post', post],
    ['about', '/about'],
    ['contact', '/contact'],
    ['gallery', '/gallery'],
    ['career', '/career'],
    ['job', job],
    ['dealer', '/dealer'],
    ['cart', '/cart'],
    ['login', '/login'],
    ['register', '/register'],
    ['not-found', '/no-such-page'],
  ];
  const adminScreens: Array<[string, string]> = [
    ['profile', '/profile'],
    ['dash-home', '/dashboard'],
    ['dash-products', '/dashboard/products'],
    ['dash-product-create', '/dashboard/products/create'],
    ['dash-orders', '/dashboard/orders'],
    ['dash-messages', '/dashboard/messages'],
    ['dash-couriers', '/dashboard/couriers'],
    ['dash-reports', '/dashboard/reports'],
    ['dash-users', '/dashboard/customers'],
    ['dash-categories', '/dashboard/categories'],
    ['dash-tire-range', '/dashboard/tire_range'],
    ['dash-tire-size', '/dashboard/tire_size'],
    ['dash-arrivals', '/dashboard/arrivals'],
    ['dash-admin', '/dashboard/admin'],
    ['dash-news', '/dashboard/news'],
    ['dash-news-create', '/dashboard/news/create'],
    ['dash-video', '/dashboard/video'],
    ['dash-banner', '/dashboard/banner'],
    ['dash-gallery', '/dashboard/gallery'],
    ['dash-requests', '/dashboard/requests'],
    ['dash-jobs', '/dashboard/jobs'],
    ['dash-jobs-create', '/dashboard/jobs/create'],
    ['dash-jobs-request', '/dashboard/jobs-request'],
  ];
  /** Screens reached from the first link of a list (name, list path, link selector). */
  const adminDetails: Array<[string, string, string]> = [
    ['dash-order', '/dashboard/orders', 'a[href^="/dashboard/orders/"]'],
    ['dash-news-edit', '/dashboard/news', 'a[href^="/dashboard/news/edit/"]'],
    ['dash-video-edit', '/dashboard/video', 'a[href^="/dashboard/video/"]'],
    ['dash-request', '/dashboard/requests', 'a[href^="/dashboard/requests/"]'],
    ['dash-jobs-edit', '/dashboard/jobs', 'a[href^="/dashboard/jobs/edit/"]'],
  ];
  const wanted = ([name]: [string, string]) => !only || only.includes(name);

  for (const size of sizes) {
    const context = await site.browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error')
        console.log(`console error @${size.width} ${page.url()}: ${message.text()}`);
    });
    const setLanguage = (value: string) =>
      page.evaluate((chosen) => localStorage.setItem('language', chosen), value);
    const shoot = async (name: string, path: string) => {
      if (language) {
        await page.goto(site.url + path);
        await setLanguage(language);
      }
      await page.goto(site.url + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) {
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
        );
        console.log(`${name} @${size.width}: horizontal overflow ${overflow}px: ${wide.join(', ')}`);
      }
      await page.screenshot({ path: join(outDir, `${name}-${size.name}${suffix}.png`), fullPage: true });
      if (size.name === 'phone')
        await page.screenshot({ path: join(outDir, `${name}-${size.name}-top${suffix}.png`) });
      if (language) {
        // back to English for the steps that follow the shot
        await setLanguage('en');
        await page.goto(site.url + path);
        await page.waitForLoadState('networkidle');
      }
    };
    // a cart with two lines
    await page.goto(`${site.url}/products`);
    const cards = page.locator('[data-testid="product-card"]');
    await cards.first().waitFor();
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await cards.nth(1).getByRole('button', { name: 'Add to cart' }).click();
    for (const [name, path] of publicScreens.filter(wanted)) await shoot(name, path);
    if (['order', 'success', 'invoice'].some((name) => wanted([name, '']))) {
      // the checkout form, then a Cash on Delivery order placed from it: its success page and invoice
      await shoot('order', '/order');
      await page.getByRole('radio', { name: /bKash/ }).check();
      await page.getByTestId('bkash-number').waitFor();
      await page.screenshot({ path: join(outDir, `order-bkash-${size.name}.png`), fullPage: true });
      await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
      await page.getByLabel(/^Full name/).fill('Rahim Uddin');
      // a new number each time: the API takes 5 orders an hour per mobile number
      await page.getByLabel(/^Mobile number/).fill(`017${String(Date.now()).slice(-8)}`);
      await page.getByLabel(/^Address/).fill('House 12, Road 5');
      await page.getByLabel(/^Thana/).fill('Dhanmondi');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/success\?order=/);
      await shoot('success', new URL(page.url()).pathname + new URL(page.url()).search);
      const invoice = await page.getByRole('link', { name: 'View invoice' }).getAttribute('href');
      if (invoice) await shoot('invoice', invoice);
    }
    if (['track', 'track-result'].some((name) => wanted([name, '']))) {
      // an order placed, then shipped with a courier and its number by the admin (through the
      // API); the tracking page with the reference from the SMS link, then its answer
      const mobile = `018${String(Date.now()).slice(-8)}`;
      const { key, reference } = await placeCashOrder(page, site.url, {
        name: 'Salma Begum',
        mobile,
        address: 'House 3, Road 9',
        thana: 'Mirpur',
      });
      const couriers = await adminCall<{ _id: string; name: string }[]>(site, 'GET', '/couriers');
      const courier = couriers.find((c) => c.name === 'Pathao Courier') ?? couriers[0];
      await adminCall(site, 'PUT', `/orders/${key}`, { status: 'processing' });
      await adminCall(site, 'PUT', `/orders/${key}`, {
        status: 'shipped',
        courier: courier?._id,
        trackingNumber: 'PA-20261122-7788',
      });
      await shoot('track', `/track?ref=${reference}`);
      if (wanted(['track-result', ''])) {
        if (language) await setLanguage(language);
        await page.goto(`${site.url}/track?ref=${reference}`);
        await page.locator('input[name="mobileNumber"]').fill(mobile);
        await page.locator('input[name="mobileNumber"]').press('Enter');
        await page.getByTestId('tracked-order').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: join(outDir, `track-result-${size.name}${suffix}.png`),
          fullPage: true,
        });
        if (language) await setLanguage('en');
      }
    }
    if (adminScreens.some(wanted) || adminDetails.some(([name]) => wanted([name, '']))) {
      await login(page, admin.email, admin.password);
      // the dashboard remote (antd) loaded once, so that the first shot is not of its spinner
      await page.goto(`${site.url}/dashboard`);
      await page.locator('[data-boundary="dashboard"] h1').first().waitFor();
      for (const [name, path] of adminScreens.filter(wanted)) await shoot(name, path);
      for (const [name, list, selector] of adminDetails.filter(([name]) => wanted([name, '']))) {
        await page.goto(site.url + list);
        const link = page.locator(selector).first();
        await link.waitFor();
        await shoot(name, (await link.getAttribute('href')) ?? list);
      }
      if (!only || only.includes('dash-drawer')) {
        await page.goto(`${site.url}/dashboard/products`);
        const menu = page.getByRole('button', { name: 'Open the dashboard menu' });
        if (size.name === 'phone') {
          await menu.click();
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(outDir, `dash-drawer-${size.name}.png`) });
        }
      }
    }
    await context.close();
  }
});
