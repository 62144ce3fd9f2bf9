import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  afterFirstPaint,
  LoadState,
  Messages,
  useApi,
  useFormat,
  useInBrowser,
  usePageTitle,
} from '@tyre/web-kit';
import type { Dealer } from '@tyre/contracts';
import { dealersDictionary, useDealersText } from '../messages/dictionary';
import { earlyDealer, getDealer } from '../api/get-dealer';
import {
  dealerText,
  digits,
  directionsHref,
  districtName,
  divisionName,
  hoursText,
  localizedName,
  phoneText,
  telHref,
} from '../dealer-text';
import { DealerPhoto } from './dealer-photo';
import { DealerServices } from './dealer-services';
import './dealers.css';

// the small map and Leaflet: a chunk of its own, asked for once the page's content has
// rendered; the map shows once the app has taken a painted page's place (whenever it arrives)
const DealerMap = lazy(() =>
  afterFirstPaint(import('./dealers-map')).then((module) => ({ default: module.DealerMap })),
);

function DealerDetails({ dealer }: { dealer: Dealer }) {
  const t = useDealersText();
  const format = useFormat();
  // the map is the browser's alone: a painted page keeps its box empty
  const mapShown = useInBrowser();
  const name = dealerText(dealer, 'name', format);
  const place = `${dealerText(dealer, 'upazila', format)}, ${districtName(dealer.district, format)}`;
  usePageTitle(name, `${t('dealers.authorised')} · ${place}`);
  const phone = dealer.phones[0];
  return (
    <article className="dealer-detail">
      <h1 className="kit-page__title">{name}</h1>
      <p className="dealer-detail__auth">
        <span className="kit-badge kit-badge--ok">{t('dealers.authorised')}</span> {t('dealers.authNumber')}:{' '}
        <strong data-testid="auth-number">{dealer.authNumber}</strong>
      </p>
      {dealer.photo && <DealerPhoto photo={dealer.photo} name={name} size="page" />}
      <div className="dealer-card__actions dealer-detail__actions">
        {phone && (
          <a
            className="kit-button"
            href={telHref(phone)}
            aria-label={t('dealers.callNamed', { name, phone: phoneText(phone) })}
          >
            {t('dealers.call')} <span dir="ltr">{phoneText(phone)}</span>
          </a>
        )}
        <a
          className="kit-button kit-button--ghost"
          href={directionsHref(dealer)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('dealers.directionsNamed', { name })}
        >
          {t('dealers.directions')}
        </a>
      </div>
      <dl className="dealer-facts kit-panel">
        <div>
          <dt>{t('dealers.address')}</dt>
          <dd>
            {dealerText(dealer, 'address', format)}
            <br />
            {place}, {divisionName(dealer.division, format)}
          </dd>
        </div>
        <div>
          <dt>{t('dealers.phones')}</dt>
          <dd>
            <ul className="dealer-phones">
              {dealer.phones.map((p) => (
                <li key={p}>
                  <a href={telHref(p)} dir="ltr">
                    {digits(phoneText(p), format)}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('dealers.hours')}</dt>
          <dd>{hoursText(dealer.hours, t, format)}</dd>
        </div>
        {dealer.services.length > 0 && (
          <div>
            <dt>{t('dealers.servicesTitle')}</dt>
            <dd>
              <DealerServices services={dealer.services} />
            </dd>
          </div>
        )}
        {dealer.categories.length > 0 && (
          <div>
            <dt>{t('dealers.stocks')}</dt>
            <dd>{dealer.categories.map((c) => localizedName(c, format)).join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className="dealers-map dealers-map--one">
        {mapShown && (
          <Suspense fallback={null}>
            <DealerMap place={dealer} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

/** /dealers/:slug — one dealer: its authorisation number, address, phones, hours and services. */
/** With the dealers' text (its own dictionary, loaded with this chunk). */
export function DealerDetailPage() {
  return (
    <Messages dictionary={dealersDictionary}>
      <DealerDetailScreen />
    </Messages>
  );
}

function DealerDetailScreen() {
  const t = useDealersText();
  const { slug = '' } = useParams();
  const state = useApi(
    `dealer:${slug}`,
    (signal) => getDealer(slug, signal),
    () => earlyDealer(slug),
  );
  return (
    <section className="kit-container kit-page">
      <p className="dealer-back">
        <Link to="/dealers" className="kit-link-more">
          {t('dealers.all')}
        </Link>
      </p>
      <LoadState state={state}>{(dealer) => <DealerDetails dealer={dealer} />}</LoadState>
    </section>
  );
}
