import { useSearchParams } from 'react-router-dom';
import { LoadState, Pager, useApi } from '@tyre/web-kit';
import { earlyNews, getNews } from '../api/get-news';
import { useText } from '../../../messages/dictionary';
import { NewsGrid } from './news-card';

const pageSize = 9;

/** /news: the news posts, newest first. */
export function NewsListPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const state = useApi(
    `news:${page}`,
    (signal) => getNews({ page, size: pageSize }, signal),
    () => earlyNews({ page, size: pageSize }),
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
              size={pageSize}
              total={total}
              onPage={(next) => setParams({ page: String(next) })}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
