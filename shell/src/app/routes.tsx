import type { RouteObject } from 'react-router-dom';
import { remoteRoutePaths, type RemoteName } from '@tyre/contracts/remotes';
import { RemoteRoute } from '../components/remote-route';
import { LoginPage } from '../features/auth/components/login-page';
import { ProfilePage } from '../features/auth/components/profile-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { AppLayout, Layout } from './layout';
import { RouteErrorBoundary } from './root-error';

const remotes = Object.keys(remoteRoutePaths) as RemoteName[];
/** Remotes that are full-screen apps: no public header and footer around them. */
const fullScreen: readonly RemoteName[] = ['dashboard'];

/** Every path a remote owns (ARCHITECTURE §2) mounts that remote; anything else is not found. */
const remoteRoutes = (of: readonly RemoteName[]): RouteObject[] =>
  of.flatMap((remote) =>
    remoteRoutePaths[remote].map((path) => ({
      path,
      element: <RemoteRoute remote={remote} path={path} notFound={NotFoundPage} />,
    })),
  );

export const routes: RouteObject[] = [
  {
    // a screen or the layout that throws shows a friendly page instead of a blank one
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/profile', element: <ProfilePage /> },
      ...remoteRoutes(remotes.filter((remote) => !fullScreen.includes(remote))),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: remoteRoutes(fullScreen),
  },
];
