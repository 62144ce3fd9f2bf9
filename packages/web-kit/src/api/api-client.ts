import axios, { type AxiosResponse } from 'axios';
import { apiBaseUrl, onRuntimeConfig } from '../config/runtime-config';
import { endSession, sessionToken } from '../session/session-atoms';
import { notify } from '../ui/notify';
import { earlyResponseAdapter } from './early-response-adapter';

/** The one HTTP client of the site: API base from the runtime config, bearer token, 401 handling. */
export const apiClient = axios.create({ baseURL: apiBaseUrl(), timeout: 30_000 });

onRuntimeConfig((config) => {
  apiClient.defaults.baseURL = config.apiBaseUrl;
});

// the page's first request, started by the shell's page before this code loaded, is used once
apiClient.defaults.adapter = earlyResponseAdapter(axios.getAdapter(apiClient.defaults.adapter));

apiClient.interceptors.request.use((request) => {
  const token = sessionToken();
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // a 401 on a call made with our token means the session ended (expired, demoted, deleted)
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers?.has('Authorization')
  ) {
    if (sessionToken()) {
      endSession();
      notify.error('Your session has ended. Please log in again.');
    }
  }
  return Promise.reject(error);
});

/** The total of a paginated list, from its `X-Total-Count` header. */
export function totalCount(response: AxiosResponse, fallback: number): number {
  const raw = Number(response.headers['x-total-count']);
  return Number.isFinite(raw) && raw >= 0 ? raw : fallback;
}
