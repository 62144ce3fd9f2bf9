// The one Rspack + Module Federation config factory of the front-end apps.
// `rspack build` makes a self-contained static dist/ (mf-manifest.json for a remote);
// `rspack serve` runs the app alone on its port with hot reload.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PreloadManifestPlugin } from './preload-manifest.mjs';
import { sharedSingletons } from './shared.mjs';
import { defaultPorts, headMarker, runtimeConfigFromEnv } from './runtime-config.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The federation runtime plugin by which the shell hands its bundler runtime to the remotes. */
const provideBundlerRuntime = fileURLToPath(
  new URL('./federation/provide-bundler-runtime.mjs', import.meta.url),
);

/**
 * A remote's federated build takes the bundler runtime from the shell instead of carrying its own
 * copy: the federation plugin imports the package's entry file by its path, and this puts
 * federation/use-host-bundler-runtime.mjs in its place, which still needs one file of the package
 * (resolved here as the federation plugin resolves the package).
 */
function useHostBundlerRuntime() {
  const fromPlugin = createRequire(
    createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'),
  );
  const fromTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));
  const dist = dirname(fromTools.resolve('@module-federation/webpack-bundler-runtime'));
  return {
    alias: { 'tyre-webpack-bundler-runtime-dist': dist },
    plugin: new rspack.NormalModuleReplacementPlugin(
      /[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
      fileURLToPath(new URL('./federation/use-host-bundler-runtime.mjs', import.meta.url)),
    ),
  };
}

/**
 * Production builds write `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 * every text asset over 1 KB, so the static server sends the smallest variant the browser accepts
 * without compressing on each request (packages/site-server).
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('tyre-precompress', async (compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => /\.(?:js|mjs|css|json|svg|txt)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(compiler.outputPath, name);
          const body = await readFile(file).catch(() => null);
          if (!body || body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}

/**
 * In development a host must hold a devtools hook stub that records renderers before react-dom
 * loads, so that a remote's React Refresh runtime finds the host's react-dom and edits in a
 * remote re-render inside the shell (docs/build-notes.md, note 5).
 */
const devtoolsHookStub = `<script>
(function () {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  var id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    inject: function (renderer) { id += 1; renderers.set(id, renderer); return id; },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {}
  };
})();
</script>`;

/** The shell's icons and web app manifest (files of its public/ folder, copied into dist/). */
const icons = `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icon-192.png" />
    <link rel="manifest" href="/manifest.json" />`;

const page = ({ title, dev, host }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b4a35" />
    <title>${title}</title>
    ${host ? icons : ''}
    ${host ? headMarker : ''}
    ${dev && host ? devtoolsHookStub : ''}
  </head>
  <body>
    <noscript><style>.noscript{margin:0;padding:8px 16px;background:#fff4d6;color:#3d2b00;font:14px/1.5 var(--kit-font,system-ui,sans-serif);text-align:center}html[lang=bn] .noscript[lang=en],html:not([lang=bn]) .noscript[lang=bn]{display:none}</style><p class="noscript" lang="en">The cart, orders, forms and the dashboard need JavaScript: please turn it on.</p><p class="noscript" lang="bn">কার্ট, অর্ডার, ফর্ম ও ড্যাশবোর্ডের জন্য জাভাস্ক্রিপ্ট দরকার: অনুগ্রহ করে চালু করুন।</p></noscript>
    <div id="root"></div>
  </body>
</html>`;

/** A remote's own page (production builds) lives in this folder of its dist/, built by a compilation of its own. */
export const standaloneDir = 'standalone';
/** The federated compilation cleans dist/ but never the standalone folder (the other compilation's). */
const outsideStandalone = (path) => path === standaloneDir || path.startsWith(`${standaloneDir}/`);

/**
 * @param {{
 *   app: 'shell' | 'catalog' | 'content' | 'checkout' | 'dashboard',
 *   dir: string | URL,
 *   title: string,
 *   exposes?: Record<string, string>,
 * }} options
 */
export function createAppConfig({ app, dir, title, exposes }) {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const host = !exposes;
  /** @param {Record<string, unknown>} env @param {{ mode?: string }} argv */
  return (env = {}, argv = {}) => {
    const dev = Boolean(env.RSPACK_SERVE) || argv.mode === 'development';
    const port = Number(process.env.PORT || defaultPorts[app]);
    const base = baseConfig({ root, dev });

    const federation = (options) =>
      new ModuleFederationPlugin({
        name: app,
        shared: sharedSingletons(),
        // 'loaded-first' never loads every remote's entry to compare versions, so a remote
        // that is down costs nothing until its area is shown
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        dev: dev ? { disableLiveReload: true } : false,
        ...options,
      });
    const html = (publicPath = '/') =>
      new rspack.HtmlRspackPlugin({
        filename: 'index.html',
        // absolute script URLs: deep links such as /products/a/b must still load /main.js
        publicPath,
        templateContent: page({ title, dev, host }),
        // a remote's own page runs only its main entry, never its remoteEntry (docs/build-notes.md, note 3)
        chunks: ['main'],
      });

    if (host || dev) {
      // the shell; or a remote under `rspack serve`: one compilation serves its page and its
      // remoteEntry, with the federation runtime inside (hot reload inside the shell works)
      return {
        ...base,
        // the shell is always served at the root of its origin
        output: host ? { ...base.output, publicPath: '/' } : base.output,
        entry: { main: './src/index.ts' },
        plugins: [
          html(),
          // the shell's static files (favicon, logo, manifest, icons) are served from dist/ as they are
          host &&
            existsSync(join(root, 'public')) &&
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
          federation(
            host
              ? {
                  remotes: {},
                  runtimePlugins: [join(root, 'src/app/federation-plugin.ts'), provideBundlerRuntime],
                  // the shell hands its federation runtime to the remotes (docs/build-notes.md, note 9)
                  experiments: { provideExternalRuntime: true },
                }
              : { exposes, filename: 'remoteEntry.js' },
          ),
          dev && new ReactRefreshRspackPlugin(),
          // what the static server preloads for the first route (packages/site-server)
          !dev && new PreloadManifestPlugin(),
          !dev && new PrecompressPlugin(),
        ].filter(Boolean),
        devServer: devServer(port),
      };
    }

    // a remote's production build: two compilations, each with its own output folder, so that
    // neither cleans nor overwrites the other's files (docs/build-notes.md, note 11: a shared dist/
    // once failed a build).
    // 1. the federated part (remoteEntry.js, exposed modules, mf-manifest.json) in dist/ uses the
    //    shell's federation runtime instead of carrying its own 34 KB gzip copy (note 9);
    // 2. the remote's own page (`pnpm start` of the remote, for its team), a plain SPA that
    //    carries everything it needs, in dist/standalone/.
    const hostBundlerRuntime = useHostBundlerRuntime();
    return [
      {
        ...base,
        name: `${app}-federated`,
        entry: {},
        output: { ...base.output, clean: { keep: outsideStandalone } },
        resolve: { ...base.resolve, alias: hostBundlerRuntime.alias },
        plugins: [
          federation({ exposes, filename: 'remoteEntry.js', experiments: { externalRuntime: true } }),
          hostBundlerRuntime.plugin,
          new PreloadManifestPlugin(),
          new PrecompressPlugin(),
        ],
      },
      {
        ...base,
        name: `${app}-standalone`,
        // runs after the federated compilation, so the two never write or clean at the same time
        dependencies: [`${app}-federated`],
        entry: { main: './src/index.ts' },
        output: {
          ...base.output,
          path: join(root, 'dist', standaloneDir),
          publicPath: `/${standaloneDir}/`,
          uniqueName: `tyre_${app}_standalone`,
          clean: true,
        },
        plugins: [html(`/${standaloneDir}/`), new PrecompressPlugin()],
      },
    ];
  };
}

/** What every compilation shares: output naming, TypeScript/JSX, CSS. */
function baseConfig({ root, dev }) {
  return {
    context: root,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : false,
    output: {
      path: join(root, 'dist'),
      publicPath: 'auto',
      uniqueName: `tyre_${basename(root).replace(/^mf-/, '')}`,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      // spec section 9: a script chunk may take up to 120 s to load
      chunkLoadTimeout: 120000,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
            env: { targets: 'chrome >= 109, firefox >= 115, safari >= 15.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    performance: false,
    stats: 'errors-warnings',
  };
}

/** `rspack serve`: the app alone on its port, with hot reload and its own `/remotes.json`. */
function devServer(port) {
  return {
    host: '127.0.0.1',
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(runtimeConfigFromEnv()));
        },
      });
      return middlewares;
    },
  };
}
