import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { currentLanguage, loadDictionary, loadRuntimeConfig, store, hydrateFirstPaint } from '@tyre/web-kit';
import { shellDictionary } from '../messages/dictionary';
import { registerRemotesFromConfig, startFirstScreen } from '../components/remote-module';
import { RootErrorBoundary } from './root-error';
import { routes } from './routes';
import './shell.css';

/** The shell's routes in the router's declarative mode (no data router: nothing here loads data through it). */
function ShellRoutes() {
  return useRoutes(routes);
}

/** Calls `then` once the shell's part of the painted page is hydrated (its first commit). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

declare global {
  /** how many times React threw painted markup away (it differed from the app's first render): 0 */
  var __tyreHydrationErrors: number | undefined;
}

/**
 * The longest the shell's first render waits for the first screen's remote module (started by the
 * entry): usually it arrives with the shell's own shared modules, and the first paint then holds
 * the screen; a slow or failing remote only delays that paint by this much.
 */
const firstScreenWaitMs = 300;

/**
 * Renders the shell. `firstScreen`: the load of the first screen's remote module that the entry
 * started after registering the remotes (start-remotes.ts), or null when it could not.
 */
export async function start(firstScreen: Promise<void> | null) {
  // the shell's own text for the language shown (a small chunk), fetched beside /remotes.json
  const messages = loadDictionary(shellDictionary, currentLanguage()).catch((error: unknown) =>
    console.error('Could not load the shell’s messages', error),
  );
  try {
    const config = await loadRuntimeConfig();
    if (!firstScreen) {
      registerRemotesFromConfig(config);
      firstScreen = startFirstScreen(window.location.pathname);
    }
  } catch (error) {
    // without /remotes.json the shell still runs; each remote area shows its own retry
    console.error('Could not load /remotes.json', error);
  }
  await messages;
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, firstScreenWaitMs))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = (hydrated?: () => void) => (
    <StrictMode>
      <RootErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            <ShellRoutes />
            {hydrated && <Hydrated then={hydrated} />}
          </BrowserRouter>
        </Provider>
      </RootErrorBoundary>
    </StrictMode>
  );
  // over the server's first paint, if the page has one: the app hydrates it
  hydrateFirstPaint(
    container,
    (target) => createRoot(target).render(app()),
    (target, hydrated) =>
      hydrateRoot(target, app(hydrated), {
        // a part that differed was rendered again (a jump the visitor sees): counted, for the
        // browser tests, and told with where it was
        onRecoverableError: (error, info) => {
          globalThis.__tyreHydrationErrors = (globalThis.__tyreHydrationErrors ?? 0) + 1;
          const where = (info.componentStack ?? '').replace(/\s+/g, ' ').slice(0, 1000);
          console.warn(`hydration: ${String(error).slice(0, 200)} at ${where}`);
        },
      }),
  );
}
