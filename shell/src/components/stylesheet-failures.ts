/**
 * Whether a stylesheet `<link>` of the page failed to load. A remote's stylesheets are fetched by
 * the federation runtime as `<link>` tags whose failure never reaches a chunk promise (no
 * CSS_CHUNK_LOAD_FAILED to catch), so failures are watched on the document. The watch starts in
 * the entry (start-remotes.ts), before the first screen's remote starts loading and long before
 * React renders; this module imports nothing shared, so the entry can load it at once.
 */
let failed = false;
let watching = false;
const listeners = new Set<() => void>();

export function watchStylesheetFailures(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (failed || !(target instanceof HTMLLinkElement) || target.rel !== 'stylesheet') return;
      failed = true;
      for (const listener of listeners) listener();
    },
    true,
  );
}

/** For `useSyncExternalStore`: call `listener` when a stylesheet fails. */
export function onStylesheetFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const stylesheetFailed = (): boolean => failed;
