import { useEffect, useState, type ReactNode } from 'react';
import { whenPageIdle } from '../../../utils/when-page-idle';

/**
 * Renders `placeholder` first and `children` once the page has loaded and the browser is idle
 * (the shell's one idle scheduler, `whenPageIdle`): the areas below the fold then load without
 * competing with the first screen for the network and the main thread, and still appear without
 * any user action.
 */
export function WhenIdle({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageIdle().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return <>{ready ? children : placeholder}</>;
}
