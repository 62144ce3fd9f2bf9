import { afterFirstPaint, useInBrowser } from '@tyre/web-kit';
import { lazy, Suspense } from 'react';
import type { DealersNearProps } from './dealers-near';

// the box and its text: a chunk of their own, asked for once the page's own content has rendered
// and shown once the app has taken a painted page's place (whenever the chunk arrives)
const DealersNear = lazy(() =>
  afterFirstPaint(import('./dealers-near')).then((module) => ({ default: module.DealersNear })),
);

/**
 * Where "Find a dealer near you" goes: empty in a server's paint and in the render that hydrates
 * it; in the browser its chunk is asked for once the page's own content has rendered, and the
 * box shows once no painted page is left.
 */
export function DealersNearSlot(props: DealersNearProps) {
  const shown = useInBrowser();
  return shown ? (
    <Suspense fallback={null}>
      <DealersNear {...props} />
    </Suspense>
  ) : null;
}
