import type { ComponentType, ReactNode } from 'react';
import type {
  RemoteName,
  RemotePath,
  RemoteRoutesModule,
  RemoteWidgetModule,
  RemoteWidgetNames,
} from '@tyre/contracts';
import { loadRemoteModule } from './remote-module';
import { RemoteArea } from './remote-area';
import { useText } from '../messages/catalogue';

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
  return (
    <RemoteArea
      key={`${remote}:${path}`}
      label={t(labels[remote])}
      load={async () => {
        const module = await loadRemoteModule<RemoteRoutesModule<R, ComponentType>>(remote, 'routes');
        return module.routes.find((route) => route.path === path)?.Component ?? notFound;
      }}
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
  return (
    <RemoteArea
      key={`${remote}:${name}`}
      label={label}
      loading={loading}
      failed={failed}
      load={async () => (await loadRemoteModule<RemoteWidgetModule<ComponentType>>(remote, name)).Widget}
    />
  );
}
