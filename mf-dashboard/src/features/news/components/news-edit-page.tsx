import { Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { getNews } from '../api/get-news';
import { useText } from '../../../messages/dictionary';
import { NewsForm } from './news-form';

/** /dashboard/news/edit/:id */
export function NewsEditPage() {
  const t = useText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const state = useApi(`dashboard-news:${id}`, (signal) => getNews(id, signal));
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('news.editTitle')}</h1>
        <Link to="/dashboard/news">{t('news.back')}</Link>
      </div>
      <LoadError state={state} />
      {state.loading && <Skeleton active />}
      {state.data && !state.loading && (
        <NewsForm key={state.data._id} post={state.data} onSaved={() => navigate('/dashboard/news')} />
      )}
    </section>
  );
}
