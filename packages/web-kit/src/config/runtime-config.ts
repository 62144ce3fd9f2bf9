import type { RemotesConfig } from '@tyre/contracts';
import { fileAddress } from '@tyre/contracts/file-address';
import { runtimeConfigElementId } from '@tyre/contracts/remotes';

/** The default API base when no runtime config was loaded (a remote started alone in dev). */
const fallbackApiBaseUrl = 'http://127.0.0.1:4000/api/v1';

let current: RemotesConfig | null = null;
const listeners = new Set<(config: RemotesConfig) => void>();

/** Set once at start from `/remotes.json`. */
export function setRuntimeConfig(config: RemotesConfig): void {
  current = { ...config, apiBaseUrl: config.apiBaseUrl.replace(/\/+$/, '') };
  for (const listener of listeners) listener(current);
}

export function onRuntimeConfig(listener: (config: RemotesConfig) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => listeners.delete(listener);
}

export function getRuntimeConfig(): RemotesConfig | null {
  return current;
}

export function apiBaseUrl(): string {
  return current?.apiBaseUrl ?? fallbackApiBaseUrl;
}

/** URL of an uploaded file (`/api/v1/files/<name>`); absolute URLs pass through. */
export function fileUrl(name: string | undefined | null): string {
  return name ? fileAddress(apiBaseUrl(), name) : '';
}

/** Fetch `/remotes.json` from the page's own origin (the shell, or a remote running alone). */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  // the shell's server puts the config into its page: no round trip before the remotes load
  const inline = typeof document === 'undefined' ? null : document.getElementById(runtimeConfigElementId);
  if (inline?.textContent) {
    const config = JSON.parse(inline.textContent) as RemotesConfig;
    setRuntimeConfig(config);
    return config;
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  setRuntimeConfig(config);
  return config;
}
