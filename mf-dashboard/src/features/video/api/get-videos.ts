import type { HomeVideo } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /video: every video (admin screens). */
export async function getVideos(signal?: AbortSignal): Promise<HomeVideo[]> {
  return (await apiClient.get<HomeVideo[]>('/video', { signal })).data;
}
