import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DealersNearProps } from './dealers-near';

// the box and its text: a chunk of their own, asked for once the page's own content has shown
const DealersNear = lazy(() => import('./dealers-near').then((module) => ({ default: module.DealersNear })));

const noSubscription = () => () => undefined;

/**
 * Where "Find a dealer near you" goes: empty in a server's paint and in the render that takes it
 * over; in the browser its chunk is asked for once the page's own content has rendered.
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
