// The read load of the API benches: autocannon on one URL from a worker thread.
import autocannon from 'autocannon';

/** Connections of every read load. */
export const CONNECTIONS = 10;

/** GETs of `url` over `CONNECTIONS` connections for `seconds` (a warm-up is a short run whose result is dropped). */
export function reads(url: string, seconds: number, headers?: Record<string, string>) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
}
