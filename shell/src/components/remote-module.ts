import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesConfig } from '@tyre/contracts';
import { remoteRoutePaths } from '@tyre/contracts/remotes';
import { noteFailedRemote, noteRemoteManifest, preloadedFilesOf } from './fresh-urls';

/** The longest an area waits for its remote before offering a retry (the spec's bound is 10 s). */
export const remoteLoadTimeoutMs = 9000;

const remoteNames: readonly RemoteName[] = ['catalog', 'content', 'checkout', 'dashboard'];

/** Point the federation runtime at the remotes' manifests from `/remotes.json`. */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  for (const name of remoteNames) noteRemoteManifest(name, config[name]);
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config[name] })),
    { force: true },
  );
}

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * `loadRemote`, asked again while a chunk fails, at most once more per file the page head
 * preloaded from the remote. After an outage, a file whose preload had failed fails its next load
 * without a request (Chromium answers it with the preload's failure), and only the load after
 * that asks the server; the remote's own chunk loader asks the same addresses, and a second
 * attempt started at once may wait on a chunk load of the first that is still failing that way
 * (two such failures, the stylesheet's and the script's of the exposed module, fail two
 * attempts). Each stale failure fails one attempt at most, so this many attempts load a remote
 * that is back.
 */
async function loadRemoteOnce<T>(remote: RemoteName, id: string): Promise<T | null> {
  let attemptsLeft = preloadedFilesOf(remote) + 1;
  for (;;) {
    try {
      return await loadRemote<T>(id);
    } catch (error) {
      noteFailedRemote(remote);
      attemptsLeft -= 1;
      // (web-kit's isChunkLoadError would do, but the entry may not import a shared package)
      if (!(error instanceof Error && error.name === 'ChunkLoadError') || attemptsLeft <= 0) throw error;
    }
  }
}

/**
 * Load `<remote>/<module>`; a success is kept, a failure is not (so a retry loads again, under
 * fresh addresses: ./fresh-urls.ts). Calls while it loads share one load.
 */
export function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const id = `${remote}/${module}`;
  if (loaded.has(id)) return Promise.resolve(loaded.get(id) as T);
  let load = pending.get(id);
  if (!load) {
    load = withTimeout(
      loadRemoteOnce<T>(remote, id),
      remoteLoadTimeoutMs,
      `${id} did not load within ${remoteLoadTimeoutMs / 1000} s`,
    )
      .then(
        (value) => {
          if (value === null || value === undefined) throw new Error(`${id} is not available`);
          loaded.set(id, value);
          return value;
        },
        (error: unknown) => {
          noteFailedRemote(remote);
          throw error;
        },
      )
      .finally(() => pending.delete(id));
    pending.set(id, load);
  }
  return load as Promise<T>;
}

/** `<remote>/<module>` if it has already loaded (an area then shows it in its first render). */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loaded.get(`${remote}/${module}`) as T | undefined;
}

/** The remote whose routes own `pathname` (by its first segment, ARCHITECTURE §2), if any. */
export function ownerOfPath(pathname: string): RemoteName | undefined {
  const first = (path: string) => path.split('/')[1] ?? '';
  return remoteNames.find((remote) =>
    remoteRoutePaths[remote].some((path: string) => first(path) === first(pathname)),
  );
}

/**
 * Starts loading the routes of the remote that owns `pathname` now, beside the shell's own start,
 * instead of after the shell's first render: the screen is then often ready for that first
 * render. (The home page's banner carousel is not started early: the shell paints the first
 * banner itself, and the carousel's code would compete with the shell's for the main thread.)
 * A failure is left to the area, which loads again and offers a retry. Resolves when it has
 * loaded or failed.
 */
export function startFirstScreen(pathname: string): Promise<void> {
  const remote = ownerOfPath(pathname);
  return remote
    ? loadRemoteModule(remote, 'routes').then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
