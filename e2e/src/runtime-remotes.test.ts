import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver } from './pages';
import { freePort, serveRemote, startSite, type Site } from './site';

let site: Site;
let shellServer: ChildProcess | undefined;
beforeAll(async () => {
  site = await startSite();
  await site.closeShell();
});
afterAll(async () => {
  await stopShellServer();
  await site?.stop();
});

/** Run the shell's own `node server.mjs` (its `pnpm start`) on the site's shell port with these URLs. */
async function startShellServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['shell/server.mjs'], {
    cwd: new URL('../../', import.meta.url),
    env: { PATH: process.env.PATH ?? '', PORT: new URL(site.url).port, API_URL: site.apiUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  shellServer = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`shell server exited with ${code}`)));
  });
}

async function stopShellServer() {
  const child = shellServer;
  shellServer = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const remoteUrls = (site: Site, contentPort: number) => ({
  CATALOG_URL: `http://127.0.0.1:${site.ports.catalog}`,
  CONTENT_URL: `http://127.0.0.1:${contentPort}/`,
  CHECKOUT_URL: `http://127.0.0.1:${site.ports.checkout}`,
  DASHBOARD_URL: `http://127.0.0.1:${site.ports.dashboard}`,
});

/** The origins the page loaded content's federated scripts from. */
async function contentOrigins(): Promise<string[]> {
  const page = await (await site.browser.newContext()).newPage();
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/remoteEntry|__federation_expose_/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  await page.goto(`${site.url}/news`);
  // the server's first paint already shows the cards; the remote's scripts come with the app
  await appTookOver(page);
  await page.locator('[data-boundary="content"] [data-testid="news-card"]').first().waitFor();
  await page.context().close();
  return [...origins];
}

describe('runtime remotes', () => {
  it('moves the site to another remote build by changing a URL and restarting the shell server, without a rebuild', async () => {
    const otherPort = await freePort();
    const otherContent = await serveRemote('content', otherPort);
    try {
      await startShellServer(remoteUrls(site, otherPort));
      expect(await contentOrigins()).toEqual([`http://127.0.0.1:${otherPort}`]);

      await stopShellServer();
      await startShellServer(remoteUrls(site, site.ports.content));
      expect(await contentOrigins()).toEqual([`http://127.0.0.1:${site.ports.content}`]);
    } finally {
      await otherContent.close();
    }
  });
});
