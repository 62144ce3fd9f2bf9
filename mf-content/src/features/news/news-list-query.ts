// What /news asks the API first, read from its address (`?page=`): the screen (NewsListPage) and
// the content remote's server renderer (the page's early request and its list for crawlers,
// src/server/prepare.ts) both take it from here, so they never differ.

/** The stories a page of the list shows. */
export const newsPageSize = 9;

/** GET /news's query for the address: its 0-based page (anything else: the first) and the page size. */
export function newsListQuery(params: URLSearchParams): { page: number; size: number } {
  return { page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0), size: newsPageSize };
}
