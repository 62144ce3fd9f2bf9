import type { NewsPost } from '@tyre/contracts';
import { apiClient, earlyGet, totalCount, type ApiResponse } from '@tyre/web-kit';

export interface NewsPage {
  posts: NewsPost[];
  total: number;
}

interface NewsQuery {
  page: number;
  size: number;
}

const pageOf = (response: ApiResponse<NewsPost[]>): NewsPage => ({
  posts: response.data,
  total: totalCount(response, response.data.length),
});

/** GET /news?page=&size= — newest first, total in X-Total-Count. */
export async function getNews(query: NewsQuery, signal?: AbortSignal): Promise<NewsPage> {
  return pageOf(await apiClient.get<NewsPost[]>('/news', { params: query, signal }));
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyNews(query: NewsQuery): NewsPage | undefined {
  const response = earlyGet<NewsPost[]>('/news', query);
  return response && pageOf(response);
}
