import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPlaceholder } from './loading-placeholder';

/**
 * A screen whose code is a chunk of its own, loaded when the screen is first shown (a loading
 * placeholder until then). For a remote's screens that no first screen needs: every page loads the
 * remote's routes module (the shell's router asks it for its paths), and the home page's
 * JavaScript has a budget (e2e navigation test).
 */
export function screenChunk(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function ScreenChunk() {
    return (
      <Suspense fallback={<LoadingPlaceholder />}>
        <Screen />
      </Suspense>
    );
  };
}
