// A process that starts the site server and closes it ends by itself: the benches start it in their
// own process, and `pnpm bench:page-speed` never ended after its tables (react-dom/server, loaded
// in a renderer, listens on a MessageChannel, and a Node port with a listener holds the process).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const repo = new URL('../../../', import.meta.url).pathname;
const dist = join(repo, 'packages/site-server/dist/index.js');

it('when a process serves painted pages and closes the servers, then it ends', async () => {
  expect(existsSync(dist), 'run pnpm build first (pnpm test does)').toBe(true);
  // the shell and the catalogue's build, a painted page asked until the catalogue's renderer paints
  // it, then both servers closed, and nothing else
  const script = `
    import { serve } from ${JSON.stringify(dist)};
    const catalog = await serve({ root: ${JSON.stringify(join(repo, 'mf-catalog/dist'))} });
    const shell = await serve({
      root: ${JSON.stringify(join(repo, 'shell/dist'))},
      runtimeConfig: {
        catalog: catalog.url + '/mf-manifest.json',
        content: 'http://127.0.0.1:9/mf-manifest.json',
        checkout: 'http://127.0.0.1:9/mf-manifest.json',
        dashboard: 'http://127.0.0.1:9/mf-manifest.json',
        apiBaseUrl: 'http://127.0.0.1:9/api/v1',
      },
    });
    for (let i = 0; i < 200; i++) {
      const page = await (await fetch(shell.url + '/products')).text();
      if (page.includes('data-first-paint')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await shell.close();
    await catalog.close();
    console.log('closed');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closedAt = new Promise<number>((resolve) => {
    child.stdout.on('data', () => output.includes('closed') && resolve(Date.now()));
  });
  const ended = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
  const closed = await Promise.race([closedAt, ended.then(() => 0)]);
  expect(output).toContain('closed');
  const end = await Promise.race([
    ended,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
  ]);
  if (end === null) child.kill('SIGKILL');
  expect(end, 'the process was still running 5 s after closing its servers').not.toBeNull();
  expect(end! - closed).toBeLessThan(5000);
}, 60_000);
