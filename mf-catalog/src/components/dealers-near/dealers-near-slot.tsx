import { afterFirstPaint } from '@tyre/web-kit';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DealersNearProps } from './dealers-near';

// the box and its text: a chunk of their own, asked for once the page's own content has rendered
// and shown once the app has taken a painted page's place (whenever the chunk arrives)
const DealersNear = lazy(() =>
  afterFirstPaint(import('./dealers-near')).then((module) => ({ default: module.DealersNear })),
);

const noSubscription = () => () => undefined;

/**
 * Where "Find a dealer near you" goes: empty in a server's paint and in the render that takes it
 * over; in the browser its chunk is asked for once the page's own content has rendered, and the
 * box shows once no painted page is left.
 */
export function DealersNearSlot(props: DealersNearProps) {
  const shown = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <DealersNear {...props} />
    </Suspense>
  ) : null;
}
