import type { NewsPost } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

export interface NewsPage {
  posts: NewsPost[];
  total: number;
}

/** GET /news: a page of posts, newest first; the total comes in X-Total-Count. */
export async function getNewsList(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<NewsPage> {
  const response = await apiClient.get<NewsPost[]>('/news', { params: query, signal });
  return { posts: response.data, total: totalCount(response, response.data.length) };
}
