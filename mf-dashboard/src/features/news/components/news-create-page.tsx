import { Link } from 'react-router-dom';
import { messages } from '../messages';
import { NewsForm } from './news-form';

/** /dashboard/news/create: the form stays, cleared, for the next post. */
export function NewsCreatePage() {
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{messages.createTitle}</h1>
        <Link to="/dashboard/news">{messages.back}</Link>
      </div>
      <NewsForm />
    </section>
  );
}
