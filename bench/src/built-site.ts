// The production build as `pnpm start` serves it, for the page benches: the built API on a fresh
// data dir with the demo data and the five static apps on 127.0.0.1. `stop()` ends all of it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@tyre/site-server';

export const repo = fileURLToPath(new URL('../../', import.meta.url));
const apps = [
  ['shell', 'shell'],
  ['catalog', 'mf-catalog'],
  ['content', 'mf-content'],
  ['checkout', 'mf-checkout'],
  ['dashboard', 'mf-dashboard'],
] as const;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * A phone has a Bengali system font (Android: Noto Sans Bengali, the face the site serves), so its
 * Bangla text shows in that font until the web font arrives, and swapping it in moves nothing. This
 * machine has none: Chromium shows Bengali letters as boxes of another width until then, and the
 * swap reflows text (0.032 of CLS on `/` in Bangla when the font came after the first paint). The
 * benches give Chromium the site's own font as a system font: the file unpacked to TrueType (Skia
 * takes no WOFF2 from fontconfig) in a folder that a fontconfig file adds to the machine's fonts.
 * `BENCH_SYSTEM_BENGALI=0` measures without it.
 */
async function phoneFonts(): Promise<Record<string, string>> {
  if (process.env.BENCH_SYSTEM_BENGALI === '0') return {};
  const require = createRequire(import.meta.url);
  const { decompress } = require('wawoff2') as { decompress: (woff2: Uint8Array) => Promise<Uint8Array> };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-fonts-'));
  const woff2 = fs.readFileSync(
    path.join(repo, 'packages/web-kit/src/i18n/fonts/noto-sans-bengali.bn.woff2'),
  );
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts', 'noto-sans-bengali.ttf'), await decompress(woff2));
  const file = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${path.join(dir, 'fonts')}</dir>\n` +
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: file };
}

/** How the page benches launch Debian's Chromium (`CHROMIUM_PATH` overrides where it is), with the given fonts' environment. */
const chromiumOptions = (fontEnv: Record<string, string>, extraArgs: string[]) => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  env: { ...process.env, ...fontEnv } as Record<string, string>,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    ...extraArgs,
  ],
});

export interface BuiltSite {
  shellUrl: string;
  apiUrl: string;
  /** Options to launch Chromium with, with a phone's fonts. */
  chromiumOptions: (...extraArgs: string[]) => ReturnType<typeof chromiumOptions>;
  stop: () => Promise<void>;
}

export async function startBuiltSite(name: string): Promise<BuiltSite> {
  const fontEnv = await phoneFonts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tyre-${name}-`));
  const [apiPort, ...ports] = await Promise.all([freePort(), ...apps.map(() => freePort())]);
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const shellUrl = local(ports[0]!);
  const apiUrl = `${local(apiPort)}/api/v1`;
  let log = '';
  const api = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password-1',
      CORS_ORIGINS: shellUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const servers: Array<{ close: () => Promise<void> }> = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (fontEnv.FONTCONFIG_FILE)
      fs.rmSync(path.dirname(fontEnv.FONTCONFIG_FILE), { recursive: true, force: true });
  };
  try {
    for (const [, dir] of apps)
      if (!fs.existsSync(path.join(repo, dir, 'dist')))
        throw new Error(`${dir}/dist is missing: run pnpm build first`);
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited: ${log}`);
      if (
        await fetch(`${apiUrl}/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the API did not become ready: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const manifest = (i: number) => `${local(ports[i]!)}/mf-manifest.json`;
    const runtimeConfig = {
      catalog: manifest(1),
      content: manifest(2),
      checkout: manifest(3),
      dashboard: manifest(4),
      apiBaseUrl: apiUrl,
    };
    for (const [i, [, dir]] of apps.entries())
      servers.push(await serve({ root: path.join(repo, dir, 'dist'), port: ports[i]!, runtimeConfig }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl, apiUrl, chromiumOptions: (...extraArgs) => chromiumOptions(fontEnv, extraArgs), stop };
}
