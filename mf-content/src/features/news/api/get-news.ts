import type { NewsPost } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface NewsPage {
  posts: NewsPost[];
  total: number;
}

/** GET /news?page=&size= — newest first, total in X-Total-Count. */
export async function getNews(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const response = await apiClient.get<NewsPost[]>('/news', { params: query, signal });
  return { posts: response.data, total: totalCount(response, response.data.length) };
}
