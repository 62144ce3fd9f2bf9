import type { NewsPost } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /news/:id */
export async function getNews(id: string, signal?: AbortSignal): Promise<NewsPost> {
  return apiData('GET /news/:id', { params: { id }, signal });
}
