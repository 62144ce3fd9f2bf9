/**
 * Whether a stylesheet `<link>` of the page failed to load and has not loaded since. A remote's
 * stylesheets are fetched by the federation runtime as `<link>` tags whose failure never reaches
 * a chunk promise (no CSS_CHUNK_LOAD_FAILED to catch), so failures are watched on the document.
 * A stylesheet that loads later (an area's Retry after its remote came back) clears its failure.
 * The watch starts in the entry (start-remotes.ts), before the first screen's remote starts
 * loading and long before React renders; this module imports nothing shared, so the entry can
 * load it at once.
 */
const failures = new Set<string>();
let watching = false;
const listeners = new Set<() => void>();

/** A stylesheet's address without the query a retry adds (fresh-urls.ts). */
const addressOf = (link: HTMLLinkElement): string => link.href.replace(/[?#].*$/, '');

export function watchStylesheetFailures(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  const watch = (type: 'error' | 'load') =>
    document.addEventListener(
      type,
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLLinkElement) || target.rel !== 'stylesheet') return;
        const address = addressOf(target);
        const before = failures.size;
        if (type === 'error') failures.add(address);
        else failures.delete(address);
        if (failures.size !== before) for (const listener of listeners) listener();
      },
      true,
    );
  watch('error');
  watch('load');
}

/** For `useSyncExternalStore`: call `listener` when a stylesheet fails or a failed one loads. */
export function onStylesheetFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const stylesheetFailed = (): boolean => failures.size > 0;
