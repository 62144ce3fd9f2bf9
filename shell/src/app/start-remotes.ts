import type { RemotesConfig } from '@tyre/contracts';
import { runtimeConfigElementId } from '@tyre/contracts/remotes';
import { registerRemotesFromConfig, startFirstScreen } from '../components/remote-module';
import { watchStylesheetFailures } from '../components/stylesheet-failures';

/**
 * Runs in the entry, before React and the shell's other shared modules have arrived: when the
 * page holds the runtime config, the remotes are registered now, and the first screen's remote
 * module starts loading once `after` has settled (the entry evaluates the largest shared modules
 * first, so that the remote module, whose files the page already preloads, finds them ready and
 * is not evaluated in the same task), so that it is often ready for the shell's first render.
 * Returns that load (resolved when it has loaded or failed), or null when the page holds no config
 * (as when a remote's dev server serves `/remotes.json`: the bootstrap then registers the remotes).
 */
export function startRemotesEarly(after: Promise<unknown>): Promise<void> | null {
  watchStylesheetFailures();
  const inline = document.getElementById(runtimeConfigElementId)?.textContent;
  if (!inline) return null;
  try {
    registerRemotesFromConfig(JSON.parse(inline) as RemotesConfig);
  } catch (error) {
    console.error('Could not read the runtime config of the page', error);
    return null;
  }
  const pathname = window.location.pathname;
  return after.then(
    () => startFirstScreen(pathname),
    () => startFirstScreen(pathname),
  );
}
