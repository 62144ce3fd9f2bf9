// The apps of the composed site, for the start and dev scripts.
import { defaultPorts } from '../packages/build-config/runtime-config.mjs';

export const root = new URL('../', import.meta.url);

/** shell first: it is what the visitor opens */
export const frontEnds = [
  { app: 'shell', dir: 'shell', port: defaultPorts.shell },
  { app: 'catalog', dir: 'mf-catalog', port: defaultPorts.catalog, env: 'CATALOG_URL' },
  { app: 'content', dir: 'mf-content', port: defaultPorts.content, env: 'CONTENT_URL' },
  { app: 'checkout', dir: 'mf-checkout', port: defaultPorts.checkout, env: 'CHECKOUT_URL' },
  { app: 'dashboard', dir: 'mf-dashboard', port: defaultPorts.dashboard, env: 'DASHBOARD_URL' },
];

export const apiPort = Number(process.env.API_PORT || defaultPorts.api);
export const localUrl = (port) => `http://127.0.0.1:${port}`;

/** The environment of the API and of the shell's /remotes.json for a local run. */
export function localEnv() {
  const env = {
    API_URL: process.env.API_URL || `${localUrl(apiPort)}/api/v1`,
    CORS_ORIGINS:
      process.env.CORS_ORIGINS ||
      frontEnds.flatMap(({ port }) => [localUrl(port), `http://localhost:${port}`]).join(','),
  };
  for (const { env: name, port } of frontEnds) if (name) env[name] = process.env[name] || localUrl(port);
  return env;
}

/**
 * Wait until the API answers its readiness check. A first start loads the demo data (pictures
 * are drawn and encoded), which takes about half a minute on a quiet 2-core machine and several
 * times that on a busy one, so the wait is generous and says what is going on.
 */
export async function waitForApi(url, timeoutMs = 300_000) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let told = false;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (!told && Date.now() - started > 5_000) {
      console.log('waiting for the API (a first start loads the demo data: this can take a minute) …');
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API at ${url} did not become ready within ${timeoutMs / 1000} s`);
}
