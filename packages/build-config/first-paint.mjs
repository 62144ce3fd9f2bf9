// Builds an app's first-paint renderer (docs/architecture.md, "First paint from the server"):
// `src/server/first-paint.tsx` → `dist/server/first-paint.js`, one self-contained script that
// sets `firstPaint` on its global (the site server runs it in a sandbox of its own, with no
// `require`), and `dist/server/first-paint.css`, the stylesheets its components import (the site
// server puts them inline in the page, so the first paint needs no stylesheet request).
// Run after `rspack build` from the app's folder: `node ../packages/build-config/first-paint.mjs`.
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { build } from 'esbuild';

/** The file names under an app's `dist/` (the site server asks for these). */
export const firstPaintFiles = Object.freeze({
  script: 'server/first-paint.js',
  styles: 'server/first-paint.css',
});

/** An esbuild plugin: web-kit's stylesheets as empty ones. */
const withoutWebKitStyles = {
  name: 'without-web-kit-styles',
  setup(build) {
    const webKit = `${sep}packages${sep}web-kit${sep}`;
    build.onLoad({ filter: /\.css$/ }, (args) =>
      args.path.includes(webKit) ? { contents: '', loader: 'css' } : undefined,
    );
  },
};

/**
 * Build the renderer of the app in `dir` (its folder); false when it has none. `outfile` and
 * `plugins` (more esbuild plugins) are for tests that build a changed version of a renderer.
 * @param {string} [dir]
 * @param {{ outfile?: string, plugins?: import('esbuild').Plugin[] }} [options]
 */
export async function buildFirstPaint(dir = process.cwd(), { outfile, plugins = [] } = {}) {
  const entry = join(dir, 'src/server/first-paint.tsx');
  if (!existsSync(entry)) return false;
  await build({
    entryPoints: [entry],
    outfile: outfile ?? join(dir, 'dist', firstPaintFiles.script),
    bundle: true,
    // the browser builds of react-dom/server and the rest: no Node built-ins to provide
    platform: 'browser',
    format: 'iife',
    globalName: 'firstPaint',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      // web-kit names its font file relative to its module; a renderer never fetches it
      'import.meta.url': '"http://first-paint.invalid/"',
    },
    loader: { '.css': 'css' },
    // web-kit's stylesheets come with the shell's first paint: a remote's would repeat them
    plugins: [...(basename(dir) === 'shell' ? [] : [withoutWebKitStyles]), ...plugins],
    logLevel: 'warning',
  });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildFirstPaint();
  console.log(built ? `first paint built to dist/${firstPaintFiles.script}` : 'no first-paint renderer');
}
