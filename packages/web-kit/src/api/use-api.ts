import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './error-message';

export interface ApiState<T> {
  /** the latest answer (kept while a newer request loads) */
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

interface Result<T> {
  request: string;
  data: T | undefined;
  error: string | null;
}

/**
 * Load data for a screen: `load` runs again whenever `key` changes (and on `reload`); an answer
 * that arrives after a newer request started is dropped. `initial`, asked on the first render
 * only, may give the first key's data at once (the page's early answer, web-kit `earlyAnswer`): the
 * first render then shows it, and `load` first runs for another key or a reload.
 */
export function useApi<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: () => T | undefined,
): ApiState<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [result, setResult] = useState<Result<T>>(() => {
    const data = initial?.();
    return { request: data === undefined ? '' : request, data, error: null };
  });
  // the request the first render's data answers (it needs no load), until the request changes
  const answeredAtFirst = useRef(result.request);

  useEffect(() => {
    if (answeredAtFirst.current === request) return;
    answeredAtFirst.current = '';
    const controller = new AbortController();
    // an answer re-renders its screen as a transition: React renders it in slices that leave the
    // main thread free between them (a phone re-rendering /order's form at once held it for tens
    // of ms, as long tasks after the first paint)
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setResult({ request, data, error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          startTransition(() =>
            setResult((previous) => ({ request, data: previous.data, error: errorMessage(error) })),
          );
      },
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = result.request !== request;
  return { data: result.data, error: loading ? null : result.error, loading, reload };
}
