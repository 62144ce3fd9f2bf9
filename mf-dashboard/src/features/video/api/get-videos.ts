import type { HomeVideo } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /video: every video (admin screens). */
export async function getVideos(signal?: AbortSignal): Promise<HomeVideo[]> {
  return apiData('GET /video', { signal });
}
