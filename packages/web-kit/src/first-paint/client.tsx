// The browser's side of the first paint (docs/architecture.md, "First paint from the server"):
// the shell's page arrives with its first screen as HTML, made by the apps' own components on the
// server (first-paint/server.tsx). The app then renders beside it, off the page, and takes its
// place once the areas the server painted are ready: no blank frame, no loading state shown
// between the two, and the same markup, so nothing moves.
import { createContext, startTransition, useContext, type ReactNode } from 'react';

/** True only while the shell's server renderer renders: remote areas then leave a slot. */
export const FirstPaintSlots = createContext(false);

/**
 * Where a remote module's screen goes in the shell's first paint: the site server puts the remote's
 * own first paint between the two markers, or leaves `fallback` (the area's loading state) there.
 * In the browser: `children`.
 */
export function FirstPaintSlot({
  remote,
  module,
  fallback,
  children,
}: {
  /** the remote and its exposed module (`./routes`, `./banner-carousel`); none: no slot, the fallback stays */
  remote: string | undefined;
  module: string | undefined;
  fallback: ReactNode;
  children: ReactNode;
}) {
  if (!useContext(FirstPaintSlots)) return children;
  if (!remote || !module) return fallback;
  return (
    <>
      <template data-slot={`${remote} ${module}`} />
      {fallback}
      <template data-slot-end="" />
    </>
  );
}

/** The element of the server's first paint inside the page's root. */
export const firstPaintSelector = ':scope > [data-first-paint]';

/** Sent on `document` once the app has taken the first paint's place. */
const takenOverEvent = 'tyre:first-paint-gone';

/**
 * Resolves once no first paint is left in the page (the app took its place, or there was none):
 * what the app defers until the page is idle (the footer's contact details, the home page's areas
 * below the fold), and what a screen shows that the server could not paint (the finder's sizes),
 * waits for it too, so that the app's first render is the painted page. Told by an event on the
 * document, so that a remote's own copy of this module hears the shell's.
 */
export function firstPaintGone(): Promise<void> {
  if (typeof document === 'undefined' || !document.querySelector('[data-first-paint]'))
    return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(takenOverEvent, () => resolve(), { once: true }));
}

/**
 * `asked`'s answer (or failure), once the app has taken the painted page's place too: what a
 * painted screen asks beside its early request (the finder's sizes, the vehicles a tyre fits) is
 * asked at once but shows only then, so that the app's first render is the painted page whenever
 * the answer arrives.
 */
export async function afterFirstPaint<T>(asked: Promise<T>): Promise<T> {
  try {
    return await asked;
  } finally {
    await firstPaintGone();
  }
}

const tookOver = () => document.dispatchEvent(new Event(takenOverEvent));

/**
 * Render the app (`render` mounts it into the element it is given) over the server's first paint
 * in `container`: into a detached element first, moved into the page once every area the server
 * painted shows its content (or an error) in the app too and nothing is marked `data-pending`, or
 * after `maxWaitMs`. Without a first
 * paint, or with one the page hides (the page's head script marks `<html>` with the language it
 * will show, `data-shown-lang`, and `data-own-state` when this browser keeps what changes the
 * screens: a session, a cart, a vehicle; the server paints for visitors without such state, in the
 * language it guessed), the app renders into `container` at once.
 */
export function takeOverFirstPaint(
  container: HTMLElement,
  render: (target: HTMLElement) => void,
  maxWaitMs = 4000,
): void {
  const painted = container.querySelector<HTMLElement>(firstPaintSelector);
  const page = document.documentElement;
  if (
    !painted ||
    page.hasAttribute('data-own-state') ||
    page.getAttribute('data-shown-lang') !== painted.getAttribute('data-first-paint')
  ) {
    painted?.remove();
    tookOver();
    render(container);
    return;
  }
  const live = document.createElement('div');
  live.style.display = 'contents';
  // off the page nothing waits for it: as a transition, React renders in slices that leave the
  // main thread free between them (the visitor may be scrolling the first paint)
  startTransition(() => render(live));
  const areas = [...painted.querySelectorAll('[data-boundary]')].map((area) =>
    area.getAttribute('data-boundary'),
  );
  const shown = (name: string | null) => {
    const area = live.querySelector(`[data-boundary="${name}"]`);
    return area !== null && area.querySelector('[aria-busy="true"]') === null;
  };
  // an element marked `data-pending` (a drawing whose outline is still coming) holds the swap too
  const ready = () =>
    live.firstElementChild !== null &&
    live.querySelector('[data-pending]') === null &&
    (areas.every(shown) || live.querySelector('[role="alert"]') !== null);
  const started = performance.now();
  const swap = (carry?: (typeof import('./carry-over'))['carryOver']) => {
    // the focus leaves with the first paint: note where it was
    const focused = document.activeElement;
    container.replaceChildren(live);
    tookOver();
    carry?.(painted, live, focused);
  };
  const check = () => {
    if (ready() || performance.now() - started > maxWaitMs) {
      // what the visitor did on the first paint (rare: its code is a chunk of its own), carried in
      // the same task as the swap, so no key pressed meanwhile lands on a page without the focus
      if (globalThis.__tyreFirstPaintTouched)
        void import('./carry-over').then(
          ({ carryOver }) => swap(carryOver),
          () => swap(),
        );
      else swap();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

declare global {
  /** set by the page's script once the visitor used the first paint (site-server first-paint.ts) */
  var __tyreFirstPaintTouched: number | undefined;
}
