import { useSearchParams } from 'react-router-dom';
import { LoadState, Pager, useApi } from '@tyre/web-kit';
import { earlyNews, getNews } from '../api/get-news';
import { newsListQuery } from '../news-list-query';
import { useText } from '../../../messages/dictionary';
import { NewsGrid } from './news-card';

/** /news: the news posts, newest first. */
export function NewsListPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const query = newsListQuery(params);
  const { page } = query;
  const state = useApi(
    `news:${page}`,
    (signal) => getNews(query, signal),
    () => earlyNews(query),
  );
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('news.title')}</h1>
      <LoadState state={state}>
        {({ items: posts, total }) => (
          <>
            <NewsGrid posts={posts} firstFirst />
            <Pager
              page={page}
              size={query.size}
              total={total}
              onPage={(next) => setParams({ page: String(next) })}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
