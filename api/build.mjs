// Bundles the API into dist/main.js; workspace packages (TypeScript source) are bundled in,
// registry dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tyre/'));

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
