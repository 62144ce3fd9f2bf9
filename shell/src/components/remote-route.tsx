import type { ComponentType, ReactNode } from 'react';
import type {
  RemoteName,
  RemotePath,
  RemoteRoutesModule,
  RemoteWidgetModule,
  RemoteWidgetNames,
} from '@tyre/contracts';
import { loadedRemoteModule, loadRemoteModule } from './remote-module';
import { RemoteArea } from './remote-area';
import { useText } from '../messages/dictionary';

const labels = {
  catalog: 'area.catalog',
  content: 'area.content',
  checkout: 'area.checkout',
  dashboard: 'area.dashboard',
} as const satisfies Record<RemoteName, string>;

/** Mount the screen that `remote` serves for `path`; a path whose screen is not built yet is not found. */
export function RemoteRoute<R extends RemoteName>({
  remote,
  path,
  notFound,
}: {
  remote: R;
  path: RemotePath<R>;
  notFound: ComponentType;
}) {
  const t = useText();
  type Routes = RemoteRoutesModule<R, ComponentType>;
  const screenOf = (module: Routes) =>
    module.routes.find((route) => route.path === path)?.Component ?? notFound;
  const loaded = loadedRemoteModule<Routes>(remote, 'routes');
  return (
    <RemoteArea
      key={`${remote}:${path}`}
      slot={{ remote, module: './routes' }}
      label={t(labels[remote])}
      ready={loaded && screenOf(loaded)}
      load={async () => screenOf(await loadRemoteModule<Routes>(remote, 'routes'))}
    />
  );
}

/** A widget exposed by a remote, in its own boundary. */
export function RemoteWidget<R extends RemoteName>({
  remote,
  name,
  label,
  loading,
  failed,
}: {
  remote: R;
  name: RemoteWidgetNames[R];
  label: string;
  loading?: ReactNode;
  failed?: (retry: () => void) => ReactNode;
}) {
  type Widget = RemoteWidgetModule<ComponentType>;
  return (
    <RemoteArea
      key={`${remote}:${name}`}
      slot={{ remote, module: `./${name}` }}
      label={label}
      loading={loading}
      failed={failed}
      ready={loadedRemoteModule<Widget>(remote, name)?.Widget}
      load={async () => (await loadRemoteModule<Widget>(remote, name)).Widget}
    />
  );
}
