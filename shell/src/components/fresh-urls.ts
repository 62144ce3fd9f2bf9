/**
 * After a remote failed to load, its files are asked again under fresh addresses.
 *
 * The page head preloads the first route's chain (`<link rel="preload">`: the manifest, the
 * entry, the exposed chunk and its stylesheet). When one of those preloads fails, Chromium keeps
 * the failure and answers the next script or stylesheet of the same address with it, without a
 * request, so a Retry after the remote is back would fail again until a full reload. A query
 * (`?retry=<n>`) makes the address new; the remote's public path drops it (`publicPath: 'auto'`
 * keeps only the folder of the entry's address), so its chunks keep their own addresses.
 */
const failures = new Map<string, number>();
/** the remote of each registered manifest address */
const manifests = new Map<string, string>();

/** Note the manifest address of `remote` (the manifest is fetched by address, not by name). */
export function noteRemoteManifest(remote: string, manifestUrl: string): void {
  manifests.set(manifestUrl, remote);
}

/** The remote whose manifest is at `url`, if it is one. */
export function remoteOfManifest(url: string): string | undefined {
  return manifests.get(url);
}

/**
 * How many files of `remote` the page head asked the browser to preload (`<link rel="preload">`
 * under the folder of its manifest). After an outage each of them can fail one more load of its
 * address, without a request: the bound on how often a load is asked again (./remote-module.ts).
 */
export function preloadedFilesOf(remote: string): number {
  const folders = [...manifests].filter(([, name]) => name === remote).map(([url]) => new URL('.', url).href);
  if (folders.length === 0 || typeof document === 'undefined') return 0;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) =>
    folders.some((folder) => link.href.startsWith(folder)),
  ).length;
}

/** Note that `remote` failed to load: its later loads ask fresh addresses. */
export function noteFailedRemote(remote: string): void {
  failures.set(remote, (failures.get(remote) ?? 0) + 1);
}

/** `url` as `remote` should ask it now: unchanged until the remote has failed once. */
export function freshUrl(remote: string | undefined, url: string): string {
  const failed = remote === undefined ? 0 : (failures.get(remote) ?? 0);
  if (!failed) return url;
  const at = new URL(url, document.baseURI);
  at.searchParams.set('retry', String(failed));
  return at.href;
}
