import {
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LoadingPlaceholder } from './loading-placeholder';
import { AreaPart } from './remote-root';

/** A chunk's screen, for its area: whether it is in, and what to call when it comes. */
class ChunkPart {
  private in = false;
  private done: (() => void) | undefined;
  /** the screen is not in yet: its area waits for it (`AreaPart`) */
  waitIn(waitFor: (() => () => void) | null) {
    if (!this.in && waitFor) this.done = waitFor();
    return () => this.done?.();
  }
  arrived() {
    this.in = true;
    this.done?.();
  }
}

/** Notes that the chunk's screen is in (hydrated, or rendered), for its area. */
function ChunkIn({ part, children }: { part: ChunkPart; children: ReactNode }) {
  useLayoutEffect(() => part.arrived(), [part]);
  return children;
}

/**
 * A screen whose code is a chunk of its own, loaded when the screen is first shown (a loading
 * placeholder until then). For a remote's screens that no first screen needs: every page loads the
 * remote's routes module (the shell's router asks it for its paths), and the home page's
 * JavaScript has a budget (e2e navigation test). Its area (`RemoteRoot`) is in once the screen is.
 */
export function screenChunk(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return function ScreenChunk() {
    const waitFor = useContext(AreaPart);
    const [part] = useState(() => new ChunkPart());
    // (the screen's own effect runs first when its code was already in)
    useLayoutEffect(() => part.waitIn(waitFor), [part, waitFor]);
    return (
      <Suspense fallback={<LoadingPlaceholder />}>
        <ChunkIn part={part}>
          <Screen />
        </ChunkIn>
      </Suspense>
    );
  };
}

/**
 * A `screenChunk` screen with its code already in (a server's render, which is synchronous): the
 * same `Suspense` around it, so that the browser's render hydrates the server's markup.
 */
export function screenAtOnce(Screen: ComponentType): ComponentType {
  return function ScreenAtOnce() {
    return (
      <Suspense fallback={<LoadingPlaceholder />}>
        <Screen />
      </Suspense>
    );
  };
}
