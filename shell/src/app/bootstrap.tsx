import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { currentLanguage, loadCatalogue, loadRuntimeConfig, store } from '@tyre/web-kit';
import { shellCatalogue } from '../messages/catalogue';
import { registerRemotesFromConfig } from '../components/remote-module';
import { RootErrorBoundary } from './root-error';
import { routes } from './routes';
import './shell.css';

/** The shell's routes in the router's declarative mode (no data router: nothing here loads data through it). */
function ShellRoutes() {
  return useRoutes(routes);
}

async function start() {
  // the shell's own text for the language shown (a small chunk), fetched beside /remotes.json
  const messages = loadCatalogue(shellCatalogue, currentLanguage()).catch((error: unknown) =>
    console.error('Could not load the shell’s messages', error),
  );
  try {
    registerRemotesFromConfig(await loadRuntimeConfig());
  } catch (error) {
    // without /remotes.json the shell still runs; each remote area shows its own retry
    console.error('Could not load /remotes.json', error);
  }
  await messages;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <RootErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </Provider>
      </RootErrorBoundary>
    </StrictMode>,
  );
}

void start();
