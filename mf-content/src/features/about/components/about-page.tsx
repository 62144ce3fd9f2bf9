import { Link } from 'react-router-dom';
import { useText } from '../../../messages/dictionary';

/** /about: who we are and what we sell. */
export function AboutPage() {
  const t = useText();
  return (
    <section className="kit-container kit-page about">
      <h1 className="kit-page__title">{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <h2>{t('about.standFor')}</h2>
      <ul>
        <li>{t('about.point1')}</li>
        <li>{t('about.point2')}</li>
        <li>{t('about.point3')}</li>
      </ul>
      <p>
        {t('about.lookingForSize')} <Link to="/products">{t('about.browseProducts')}</Link>.{' '}
        {t('about.wantToSell')} <Link to="/dealer">{t('about.becomeDealer')}</Link>. {t('about.questions')}{' '}
        <Link to="/contact">{t('about.contactUs')}</Link>.
      </p>
    </section>
  );
}
