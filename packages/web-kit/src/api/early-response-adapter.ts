import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { takeEarlyResponse } from './early-response';

/**
 * An axios adapter that answers a GET without a token from the page's early request when the URL
 * is the same (once), and sends anything else (or after an early request that failed) through
 * `network`. For the axios client (a `fetch` client uses `fetchWithEarlyResponse`).
 */
export function earlyResponseAdapter(network: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const get = (config.method ?? 'get').toLowerCase() === 'get';
    const early =
      get && !config.headers?.has('Authorization') ? takeEarlyResponse(axios.getUri(config)) : undefined;
    const answer = early ? await early : null;
    if (!answer || config.signal?.aborted) return network(config);
    // the body as text: axios parses it (transformResponse) as it parses a network answer
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: 'OK',
      headers: new AxiosHeaders(answer.headers),
      config,
      request: { earlyRequest: true },
    };
    return response;
  };
}
