import { firstPaintGone } from '@tyre/web-kit';

/** The longest a deferred request waits for the browser to be idle once the page has loaded. */
const idleTimeoutMs = 2000;

/**
 * The shell's one idle scheduler. Resolves once the page has loaded (its first screen's code,
 * stylesheets and pictures), the app has taken the first paint's place and the browser is idle:
 * data that nothing on the first screen shows (the footer's contact details) and the home page's
 * areas below the fold (`WhenIdle`) wait for it, so that they never compete with the first screen
 * for the network or the CPU.
 */
export async function whenPageIdle(): Promise<void> {
  // on a painted page, not before the app has taken the first paint's place: the app's first
  // render is then the painted page (these parts are not painted)
  await firstPaintGone();
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
