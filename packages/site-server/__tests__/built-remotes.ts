// The painted remotes' real builds (`pnpm build` first, as `pnpm test` does) served on loopback,
// for a shell server under test: their renderers say what each page needs and what its head is
// (contracts first-paint.ts), as in production. Not a test file: the tests that need them start it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headMarker } from '@tyre/build-config/runtime-config';
import { serve, type Serving } from '../src/serve';

const repo = new URL('../../../', import.meta.url).pathname;
const apps = { catalog: 'mf-catalog', content: 'mf-content', checkout: 'mf-checkout' } as const;

export interface BuiltRemotes {
  /** the remotes of a shell's runtime config (the dashboard's names nothing that answers: never painted) */
  config: { catalog: string; content: string; checkout: string; dashboard: string };
  close: () => Promise<void>;
}

/** Serves the catalogue's, the content's and the checkout's dist/ on loopback. */
export async function builtRemotes(): Promise<BuiltRemotes> {
  const started: Serving[] = [];
  for (const dir of Object.values(apps))
    if (!existsSync(join(repo, dir, 'dist/server/first-paint.js')))
      throw new Error(`${dir}/dist is missing its renderer: run pnpm build first (pnpm test does)`);
  const manifest = async (dir: string) => {
    const served = await serve({ root: join(repo, dir, 'dist'), fallback: 'standalone/index.html' });
    started.push(served);
    return `${served.url}/mf-manifest.json`;
  };
  return {
    config: {
      catalog: await manifest(apps.catalog),
      content: await manifest(apps.content),
      checkout: await manifest(apps.checkout),
      dashboard: 'http://127.0.0.1:9/mf-manifest.json',
    },
    close: async () => {
      await Promise.all(started.map((served) => served.close()));
    },
  };
}

/**
 * Waits until the shell at `url` has its remotes' renderers (they load when it starts; a page
 * before that goes out with the site's generic head): a catalogue page and a content page say
 * their own titles.
 */
export async function renderersReady(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [products, news] = await Promise.all(
      ['/products', '/news'].map(async (path) => (await fetch(url + path)).text()),
    );
    if (products.includes('<title>Tyres · ') && news.includes('<title>News · ')) return;
    if (Date.now() > deadline) throw new Error('the remotes’ renderers did not load');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A shell server for the crawlers' view of the pages: a page with the head marker and no app (what
 * crawlers read is its head), the real remotes' renderers, the API at `apiBaseUrl`, the site at
 * https://shop.example; ready once the renderers are. `close` stops it and the remotes.
 */
export async function crawlerShell(
  apiBaseUrl: string,
  { crawlerWaitMs = 5000 } = {},
): Promise<BuiltRemotes & { url: string }> {
  const remotes = await builtRemotes();
  const dir = await mkdtemp(join(tmpdir(), 'crawler-shell-'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Tyre</title>${headMarker}</head><body></body></html>`,
  );
  const shell = await serve({
    root: dir,
    runtimeConfig: { ...remotes.config, apiBaseUrl },
    publicOrigin: 'https://shop.example',
    crawlerWaitMs,
    firstPaint: false,
  });
  await renderersReady(shell.url);
  return {
    url: shell.url,
    config: remotes.config,
    close: async () => {
      await shell.close();
      await remotes.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
