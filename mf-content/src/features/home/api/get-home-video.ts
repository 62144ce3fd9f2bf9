import { apiData, isApiRequestError } from '@tyre/web-kit';
import type { HomeVideo } from '@tyre/contracts';

/** GET /video/one — the active video, or null when there is none (a 404). */
export async function getHomeVideo(signal?: AbortSignal): Promise<HomeVideo | null> {
  try {
    return await apiData('GET /video/one', { signal });
  } catch (error) {
    if (isApiRequestError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
