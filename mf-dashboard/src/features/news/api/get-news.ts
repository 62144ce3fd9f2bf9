import type { NewsPost } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /news/:id */
export async function getNews(id: string, signal?: AbortSignal): Promise<NewsPost> {
  return (await apiClient.get<NewsPost>(`/news/${encodeURIComponent(id)}`, { signal })).data;
}
