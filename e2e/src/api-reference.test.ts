// The API's reference page in a real browser: it renders every documented route under its own
// Content-Security-Policy and loads nothing from another origin. Only the built API is started.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './site';

describe('the API reference page in a browser', () => {
  let api: ChildProcess;
  let browser: Browser;
  let dataDir: string;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tyre-e2e-docs-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    let log = '';
    api = spawn(process.execPath, ['api/dist/main.js'], {
      cwd: new URL('../../', import.meta.url),
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin-e2e-password',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited: ${log}`);
      if (
        // ready, not only alive: while the API starts, its routes (the docs too) answer 503
        await fetch(`${origin}/api/v1/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the API did not start: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    browser = await chromium.connect(inject('browserEndpoint')); // the run's Chromium
  });

  afterAll(async () => {
    await browser?.close();
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('when /api/v1/docs is opened, then every route is listed, with no error and no request elsewhere', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${origin}/api/v1/docs`);
    await page.waitForSelector('.opblock');
    const document = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    // Past about 130 routes the page draws only the sections in view (it keeps a long page light):
    // scroll it from top to bottom and note every route drawn on the way
    const listed = new Set<string>();
    for (let last = -1; ;) {
      for (const id of await page.locator('.opblock').evaluateAll((blocks) => blocks.map((b) => b.id)))
        listed.add(id);
      const y = await page.evaluate(() => window.scrollY);
      if (y === last) break;
      last = y;
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    expect(listed.size).toBe(operations);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('.info .title').innerText()).toContain('Tyre shop API');

    // opening an operation shows its answers, the error body among them (scrolled to: drawn in view)
    const login = page.locator('.opblock-summary', { hasText: '/auth/login' }).first();
    for (let i = 0; i < 40 && (await login.count()) === 0; i++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
    }
    await login.click();
    await expect.poll(() => page.locator('.responses-table').first().innerText()).toContain('429');

    // "Try it out" calls the API from the page
    await page.evaluate(() => window.scrollTo(0, 0));
    const health = page.locator('.opblock', { hasText: 'The API is up' });
    await health.locator('.opblock-summary').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect
      .poll(() =>
        health.locator('.live-responses-table tr.response .response-col_status').first().innerText(),
      )
      .toBe('200');
    expect(requests).toContain(`${origin}/api/v1/health`);

    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expect(requests).toContain(`${origin}/api/v1/openapi.json`);
    await page.close();
  });
});
