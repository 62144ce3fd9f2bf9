// Bundles the server into dist/index.js for plain node (the apps' server.mjs, scripts/start.mjs):
// the workspace packages it reads (@tyre/contracts, @tyre/build-config's runtime config) are
// bundled in, registry dependencies stay external and load from node_modules (as api/build.mjs).
// The page's inline scripts (src/page-scripts/) are built here once and put into the bundle in
// place of their compiler, so production needs no bundler.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies);
const dir = new URL('.', import.meta.url).pathname;

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

/** The page scripts' compiler (src/page-scripts/compile.ts), run once: its exports. */
async function compiledPageScripts() {
  const compiler = await build({
    absWorkingDir: dir,
    entryPoints: ['src/page-scripts/compile.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['esbuild'],
    write: false,
    logLevel: 'warning',
  });
  const file = new URL('./dist/page-scripts-compiler.mjs', import.meta.url);
  writeFileSync(file, compiler.outputFiles[0].text);
  try {
    const { argumentsMark, compilePageScripts } = await import(file.href);
    return { argumentsMark, bodies: compilePageScripts(`${dir}src/page-scripts`) };
  } finally {
    rmSync(file, { force: true });
  }
}

mkdirSync(new URL('./dist', import.meta.url), { recursive: true });
const pageScripts = await compiledPageScripts();

/** An esbuild plugin: the page scripts' compiler as the bodies it made. */
const builtPageScripts = {
  name: 'built-page-scripts',
  setup(build) {
    build.onResolve({ filter: /^\.\/compile$/ }, (args) =>
      args.importer.endsWith('/page-scripts/index.ts')
        ? { path: 'compiled', namespace: 'page-scripts' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'page-scripts' }, () => ({
      contents:
        `export const argumentsMark = ${JSON.stringify(pageScripts.argumentsMark)};\n` +
        `export const compilePageScripts = () => (${JSON.stringify(pageScripts.bodies)});\n`,
      loader: 'js',
    }));
  },
};

await build({
  absWorkingDir: dir,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [builtPageScripts],
  logLevel: 'warning',
});
console.log('site-server built to dist/');
