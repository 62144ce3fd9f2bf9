// The one Rspack + Module Federation config factory of the front-end apps.
// `rspack build` makes a self-contained static dist/ (mf-manifest.json for a remote);
// `rspack serve` runs the app alone on its port with hot reload.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedSingletons } from './shared.mjs';
import { defaultPorts, runtimeConfigFromEnv } from './serve.mjs';

/**
 * In development a host must hold a devtools hook stub that records renderers before react-dom
 * loads, so that a remote's React Refresh runtime finds the host's react-dom and edits in a
 * remote re-render inside the shell (TOOLCHAIN trap 5).
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

const page = ({ title, dev, host }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b3d2e" />
    <title>${title}</title>
    ${dev && host ? devtoolsHookStub : ''}
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

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
    /** @type {import('@rspack/core').Configuration} */
    const config = {
      context: root,
      mode: dev ? 'development' : 'production',
      devtool: dev ? 'cheap-module-source-map' : false,
      entry: { main: './src/index.ts' },
      output: {
        path: join(root, 'dist'),
        publicPath: 'auto',
        uniqueName: `tyre_${app}`,
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
      plugins: [
        new rspack.HtmlRspackPlugin({
          templateContent: page({ title, dev, host }),
          // a remote's own page runs only its main entry, never its remoteEntry (trap 3)
          chunks: ['main'],
        }),
        new ModuleFederationPlugin({
          name: app,
          ...(exposes ? { exposes, filename: 'remoteEntry.js' } : { remotes: {} }),
          shared: sharedSingletons(),
          // 'loaded-first' never loads every remote's entry to compare versions, so a remote
          // that is down costs nothing until its area is shown
          shareStrategy: 'loaded-first',
          runtimePlugins: host ? [join(root, 'src/app/federation-plugin.ts')] : [],
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          dev: dev ? { disableLiveReload: true } : false,
        }),
        dev && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      performance: false,
      devServer: {
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
      },
      stats: 'errors-warnings',
    };
    return config;
  };
}
