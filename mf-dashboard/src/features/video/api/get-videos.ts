import { apiClient } from '@tyre/web-kit';
import type { HomeVideo } from './video-types';

/** GET /video: every video (admin screens). */
export async function getVideos(signal?: AbortSignal): Promise<HomeVideo[]> {
  return (await apiClient.get<HomeVideo[]>('/video', { signal })).data;
}
