// Bundles the API into dist/main.js; workspace packages (TypeScript source) are bundled in,
// registry dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tyre/'));

// a fresh dist/ each time: split chunks get new names, and old ones would pile up
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', server: 'src/server.ts', config: 'src/config.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('api built to dist/');
