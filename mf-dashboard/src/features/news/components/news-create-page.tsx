import { Link } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';
import { NewsForm } from './news-form';

/** /dashboard/news/create: the form stays, cleared, for the next post. */
export function NewsCreatePage() {
  const t = useText();
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('news.createTitle')}</h1>
        <Link to="/dashboard/news">{t('news.back')}</Link>
      </div>
      <NewsForm />
    </section>
  );
}
