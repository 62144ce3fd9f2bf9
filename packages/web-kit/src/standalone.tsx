import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime-config';
import { store } from './store';
import { NotificationHost } from './ui/notification-host';
import { ScrollToTop } from './ui/scroll-to-top';

interface StandaloneOptions {
  name: string;
  routes: ReadonlyArray<{ path: string; Component: ComponentType }>;
}

/**
 * Run a remote alone on its own port for its team: its routes under a minimal frame, with the
 * API base from its own server's `/remotes.json`.
 */
export async function renderStandalone({ name, routes }: StandaloneOptions): Promise<void> {
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.warn('No /remotes.json: using the default API base', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const links = routes.map((route) => route.path.replace('/*', '')).filter((path) => !path.includes(':'));
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <ScrollToTop />
          <header className="kit-standalone-bar">
            <strong>{name}</strong> (running alone)
            {links.map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </header>
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route
              path="*"
              element={<p className="kit-container kit-page">This remote serves: {links.join(', ')}</p>}
            />
          </Routes>
          <NotificationHost />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
