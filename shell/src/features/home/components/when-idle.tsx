import { useEffect, useState, type ReactNode } from 'react';

/** The longest a below-the-fold area waits for an idle moment before it loads anyway. */
export const idleTimeoutMs = 1500;

/**
 * Renders `placeholder` first and `children` once the browser is idle after the first render
 * (at most `idleTimeoutMs` later): the areas below the fold then load without competing with the
 * first screen for the network and the main thread, and still appear without any user action.
 */
export function WhenIdle({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: idleTimeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return <>{ready ? children : placeholder}</>;
}
