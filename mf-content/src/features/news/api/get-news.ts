import type { NewsPost } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage, earlyAnswer, pageOf } from '@tyre/web-kit';

interface NewsQuery {
  page: number;
  size: number;
}

/** GET /news?page=&size= — newest first, total in X-Total-Count. */
export function getNews(query: NewsQuery, signal?: AbortSignal): Promise<Page<NewsPost>> {
  return apiPage('GET /news', { query, signal });
}

/** The same page at once from the page's early answer when that is in, else undefined. */
export function earlyNews(query: NewsQuery): Page<NewsPost> | undefined {
  const response = earlyAnswer('GET /news', { query });
  return response && pageOf(response);
}
