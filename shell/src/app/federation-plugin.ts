import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { freshUrl, remoteOfManifest } from '../components/fresh-urls';

/**
 * A remote that is down or that accepts connections and never answers must cost only its own
 * area, within a bounded time: manifests are fetched with a deadline (a manifest that never
 * arrives would otherwise stay cached as pending and make every retry wait forever), and remote
 * entry scripts get a shorter timeout than the SDK's 20 s. After a remote has failed, its
 * manifest, entry and stylesheets are asked under fresh addresses (./components/fresh-urls.ts).
 */
export const manifestTimeoutMs = 8000;
export const scriptTimeoutMs = 8000;

async function fetchWithDeadline(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${url} did not answer within ${manifestTimeoutMs} ms`)),
    manifestTimeoutMs,
  );
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // read the body under the same deadline: headers alone do not make a manifest
    const body = await response.text();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } finally {
    clearTimeout(timer);
  }
}

export default function federationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tyre-bounded-remote-loading',
    fetch(url, init) {
      return fetchWithDeadline(freshUrl(remoteOfManifest(url), url), init);
    },
    createScript({ url, attrs, remoteInfo }) {
      const script = document.createElement('script');
      script.src = freshUrl(remoteInfo?.name, url);
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
      }
      return { script, timeout: scriptTimeoutMs };
    },
    createLink({ url, attrs, remoteInfo }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      // The runtime fetches an exposed module's stylesheet early, as a `<link rel="stylesheet">`
      // of its own. The remote's chunk loader takes any stylesheet link of that address, loading
      // or failed, for its loaded stylesheet, and never asks for it again: after an outage, Retry
      // showed the area without its styles. So the runtime's early fetch is a preload, and the
      // stylesheet is the chunk loader's own link (which it removes when it fails, and which the
      // document's watcher sees: ../components/stylesheet-failures.ts).
      if (link.rel === 'stylesheet') {
        link.rel = 'preload';
        link.as = 'style';
        link.removeAttribute('type');
      }
      link.href = freshUrl(remoteInfo?.name, url);
      // a failed preload holds nothing: it leaves the document
      link.addEventListener('error', () => link.remove());
      return link;
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] ${id} failed to load`, error);
      // no fallback module: the error reaches the area's error boundary, which offers a retry
      return undefined;
    },
  };
}
