import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { currentLanguage, loadDictionary, loadRuntimeConfig, store, takeOverFirstPaint } from '@tyre/web-kit';
import { shellDictionary } from '../messages/dictionary';
import { registerRemotesFromConfig, startFirstScreen } from '../components/remote-module';
import { RootErrorBoundary } from './root-error';
import { routes } from './routes';
import './shell.css';

/** The shell's routes in the router's declarative mode (no data router: nothing here loads data through it). */
function ShellRoutes() {
  return useRoutes(routes);
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
  // over the server's first paint, if the page has one: the app takes its place once ready
  takeOverFirstPaint(container, (target) =>
    createRoot(target).render(
      <StrictMode>
        <RootErrorBoundary>
          <Provider store={store}>
            <BrowserRouter>
              <ShellRoutes />
            </BrowserRouter>
          </Provider>
        </RootErrorBoundary>
      </StrictMode>,
    ),
  );
}
