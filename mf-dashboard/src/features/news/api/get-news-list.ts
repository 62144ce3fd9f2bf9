import type { NewsPost } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';

/** GET /news: a page of posts, newest first; the total comes in X-Total-Count. */
export async function getNewsList(
  query: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<NewsPost>> {
  return apiPage('GET /news', { query, signal });
}
