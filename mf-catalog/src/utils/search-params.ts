// The catalogue's screens keep their filters in the URL's query string, so that a view can be
// shared and back/forward works. These helpers read and change it.

/** A text parameter, trimmed; absent or blank gives `undefined`. */
export function textParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

/** The 0-based `page` parameter; anything that is not a whole number of 0 or more gives 0. */
export function pageParam(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
}

/**
 * The query string with `changes` applied: an empty or undefined value removes its key. Unless
 * `page` is among the changes, the page goes back to the first one (other results, other pages).
 */
export function changedParams(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'page' && value === 0)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A query string built from the given values, leaving out the empty ones. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const text = changedParams(new URLSearchParams(), { ...values, page: values.page }).toString();
  return text ? `?${text}` : '';
}
