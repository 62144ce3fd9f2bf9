// The browser's side of the first paint (docs/architecture.md, "First paint from the server"):
// the shell's page arrives with its first screen as HTML, made by the apps' own components on the
// server (first-paint/server.tsx). The app then hydrates it (React's `hydrateRoot`): it adopts the
// painted elements as they are, so nothing is drawn again and nothing moves, and what the visitor
// did meanwhile stays where it was done (the text typed, the focus, a file picker left open).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { loadBanglaWordmark } from '../ui/bangla-wordmark-outline';

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
 * Resolves once no first paint is left in the page (the app hydrated it, or there was none):
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

const noSubscription = () => () => undefined;

/**
 * False in a server's render and in the browser's render that hydrates it, true at once after
 * (and in any render without a server's markup): what the browser alone shows (a map) renders
 * only then, so that the hydrating render is the server's.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const tookOver = () => document.dispatchEvent(new Event(takenOverEvent));

/**
 * Sent on the document, with the remote's name as its `detail`, once the app has a remote's area:
 * hydrated or rendered (web-kit `RemoteRoot`), or failed (the shell's `RemoteArea` shows its error).
 */
export const areaInEvent = 'tyre:area-in';

/** Tell the page that the app has the area of `remote` (see `areaInEvent`). */
export const tellAreaIn = (remote: string) =>
  document.dispatchEvent(new CustomEvent(areaInEvent, { detail: remote }));

/**
 * Start the app over the server's first paint in `container`. The painted element becomes the app's
 * root: `hydrate` mounts the app there (React's `hydrateRoot`) and calls `hydrated` once the
 * shell's part has committed. The app's first render must then be the painted page, so this waits
 * for what the painted page shows that the app would otherwise load: the early answer (the
 * screen's data) and, on an English page, the language switch's drawn Bangla word. The first paint
 * is the app's (the `data-first-paint` mark goes, `firstPaintGone` resolves, the presses held
 * meanwhile are done) once the shell's part and every
 * remote area painted (`data-boundary`) are in (or failed), or after `maxWaitMs` at most, a last
 * resort: a press done again on a part not hydrated yet would be lost.
 * Without a first paint, or with one the page hides (the page's head script marks `<html>` with
 * the language it will show, `data-shown-lang`, and `data-own-state` when this browser keeps what
 * changes the screens: a session, a cart, a vehicle; the server paints for visitors without such
 * state, in the language it guessed), `render` mounts the app into `container` at once.
 */
export function hydrateFirstPaint(
  container: HTMLElement,
  render: (target: HTMLElement) => void,
  hydrate: (target: HTMLElement, hydrated: () => void) => void,
  maxWaitMs = 20_000,
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
  // the remote areas still to come, by name (an area rendered anew is a new element)
  const waiting = [...painted.querySelectorAll('[data-boundary]')].map((area) =>
    area.getAttribute('data-boundary'),
  );
  let shellIn = false;
  let ended = false;
  const end = (carry?: (typeof import('./carry-over'))['carryOver']) => {
    painted.removeAttribute('data-first-paint');
    tookOver();
    carry?.();
  };
  const finish = () => {
    if (ended) return;
    ended = true;
    document.removeEventListener(areaInEvent, areaIn);
    // the presses the visitor made meanwhile (rare: their code is a chunk of its own), in the same task as
    // the end, so no press lands between the two
    if (globalThis.__tyreFirstPaintTouched)
      void import('./carry-over').then(
        ({ carryOver }) => end(carryOver),
        () => end(),
      );
    else end();
  };
  const check = () => {
    if (shellIn && waiting.length === 0) finish();
  };
  const areaIn = (event: Event) => {
    const at = waiting.indexOf((event as CustomEvent<string>).detail);
    if (at >= 0) waiting.splice(at, 1);
    check();
  };
  document.addEventListener(areaInEvent, areaIn);
  const early = globalThis.__tyreEarly?.response ?? Promise.resolve(null);
  const word = painted.getAttribute('data-first-paint') === 'en' ? loadBanglaWordmark() : null;
  void Promise.allSettled([early, word]).then(() => {
    hydrate(painted, () => {
      shellIn = true;
      check();
    });
    setTimeout(finish, maxWaitMs);
  });
}

declare global {
  /** set by the page's script once the visitor used the first paint (site-server first-paint.ts) */
  var __tyreFirstPaintTouched: number | undefined;
}
