import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { AreaError, ErrorBoundary, FirstPaintSlot, LoadingPlaceholder, tellAreaIn } from '@tyre/web-kit';
import { useText } from '../messages/dictionary';

interface Props {
  /** a name for the area, shown when it fails */
  label: string;
  /** resolves to the component to render; called again on retry */
  load: () => Promise<ComponentType>;
  /** the component when its module has already loaded: shown at once, without a loading state */
  ready?: ComponentType;
  /** what to show while loading (default: the loading placeholder) */
  loading?: ReactNode;
  /** what to show on failure instead of the default notice (small areas such as nav widgets) */
  failed?: (retry: () => void) => ReactNode;
  /** the remote module shown (`./routes`, `./banner-carousel`): the server's first paint leaves a slot for it */
  slot?: { remote: string; module: string } | undefined;
}

const lazyFrom = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * One remote mount: its own error boundary and Suspense, and a retry that builds a fresh `lazy()`
 * (React caches a rejected lazy component forever). Give it a `key` per remote module.
 */
export function RemoteArea({ label, load, ready, loading, failed, slot }: Props) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Loaded: ready ?? lazyFrom(load) }));
  const retry = () => setAttempt((previous) => ({ count: previous.count + 1, Loaded: lazyFrom(load) }));
  const { Loaded } = attempt;
  const t = useText();
  const fallback = loading ?? <LoadingPlaceholder label={t('area.loading', { label })} />;
  return (
    <FirstPaintSlot remote={slot?.remote} module={slot?.module} fallback={fallback}>
      <ErrorBoundary
        key={attempt.count}
        onError={(error) => {
          console.warn(`[${label}]`, error);
          // a painted page need not wait for this area any longer: its error shows
          if (slot) tellAreaIn(slot.remote);
        }}
        fallback={(error) =>
          failed ? failed(retry) : <AreaError error={error} label={label} onRetry={retry} />
        }
      >
        <Suspense fallback={fallback}>
          <Loaded />
        </Suspense>
      </ErrorBoundary>
    </FirstPaintSlot>
  );
}
