import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@tyre/contracts';
import { DashboardApp } from './dashboard-app';

/** Everything under /dashboard belongs to this remote. */
export const routes: RemoteRoutesModule<'dashboard', ComponentType>['routes'] = [
  { path: '/dashboard/*', Component: DashboardApp },
];
