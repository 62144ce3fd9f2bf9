import { useSearchParams } from 'react-router-dom';
import { pageParam } from '../../../lib/query';

/**
 * A list screen's filters and page in the address (`?search=&make=&page=`), so that a view can be
 * shared and back/forward works; `go` changes some of them (and goes back to the first page unless
 * the page is among the changes).
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<
    K,
    string
  >;
  const page = pageParam(params.get('page'));
  const go = (changes: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 0)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return { values, page, go };
}
