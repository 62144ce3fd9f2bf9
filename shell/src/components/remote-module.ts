import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesConfig } from '@tyre/contracts';

/** The longest an area waits for its remote before offering a retry (the spec's bound is 10 s). */
export const remoteLoadTimeoutMs = 9000;

const remoteNames: readonly RemoteName[] = ['catalog', 'content', 'checkout', 'dashboard'];

/** Point the federation runtime at the remotes' manifests from `/remotes.json`. */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config[name] })),
    { force: true },
  );
}

const loaded = new Map<string, unknown>();

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

/** Load `<remote>/<module>`; a success is kept, a failure is not (so a retry loads again). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const id = `${remote}/${module}`;
  if (loaded.has(id)) return loaded.get(id) as T;
  const value = await withTimeout(
    loadRemote<T>(id),
    remoteLoadTimeoutMs,
    `${id} did not load within ${remoteLoadTimeoutMs / 1000} s`,
  );
  if (value === null || value === undefined) throw new Error(`${id} is not available`);
  loaded.set(id, value);
  return value;
}
