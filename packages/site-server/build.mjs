// Bundles the server into dist/index.js for plain node (the apps' server.mjs, scripts/start.mjs):
// the workspace packages it reads (@tyre/contracts, @tyre/build-config's runtime config) are
// bundled in, registry dependencies stay external and load from node_modules (as api/build.mjs).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies);

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('site-server built to dist/');
