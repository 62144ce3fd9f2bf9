import { LoadState, useApi } from '@tyre/web-kit';
import { getNews } from '../api/get-news';
import { NewsGrid } from './news-card';

/** The home page's three latest posts. */
export function LatestNews() {
  const state = useApi('latest-news', (signal) => getNews({ page: 0, size: 3 }, signal));
  return <LoadState state={state}>{({ items }) => <NewsGrid posts={items} />}</LoadState>;
}
