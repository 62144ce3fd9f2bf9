import { Link } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';

/** Any path that no screen serves. */
export function NotFoundPage() {
  const t = useText();
  return (
    <section className="kit-container kit-page not-found" data-testid="not-found">
      <h1 className="kit-page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="kit-button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
