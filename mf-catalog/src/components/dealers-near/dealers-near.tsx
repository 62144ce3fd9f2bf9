// "Find a dealer near you" on a product page and in the finder: the few dealers nearest the
// visitor's district (its town) or, when pressed, the visitor's location, who stock the
// category; and how many in the district do. A chunk of its own with its own dictionary, shown
// after the page's own content. The district chosen is remembered on this browser
// (`catalog.dealerDistrict`); the location is asked only when pressed and never kept.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Dealer, District } from '@tyre/contracts';
import { DISTRICT_DETAILS, districtTown } from '@tyre/contracts/constants';
import { localized } from '@tyre/contracts/localized';
import { Messages, useApi, useFormat } from '@tyre/web-kit';
import { askLocation } from '@tyre/web-kit/locate';
import { getDealers } from '../../api/get-dealers';
import { dealersNearDictionary, useDealersNearText } from './messages/dictionary';
import './dealers-near.css';

export const districtStorageKey = 'catalog.dealerDistrict';
/** How many of the nearest dealers are shown. */
const SHOWN = 3;

function storedDistrict(): District | '' {
  try {
    const value = localStorage.getItem(districtStorageKey) ?? '';
    return DISTRICT_DETAILS.find((d) => d.name === value)?.name ?? '';
  } catch {
    return '';
  }
}

function rememberDistrict(district: string): void {
  try {
    if (district) localStorage.setItem(districtStorageKey, district);
    else localStorage.removeItem(districtStorageKey);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

const districtName = (district: string, language: string) =>
  language === 'bn' ? (DISTRICT_DETAILS.find((d) => d.name === district)?.bn ?? district) : district;

/** 01711223344 → 01711-223344, as people read it. */
const phoneText = (phone: string) =>
  /^01\d{9}$/.test(phone) ? `${phone.slice(0, 5)}-${phone.slice(5)}` : phone;

export interface DealersNearProps {
  /** the category's slug and its name in the language shown */
  category: string;
  categoryName: string;
}

type Locating = 'idle' | 'asking' | 'failed';

function DealerLine({ dealer }: { dealer: Dealer }) {
  const t = useDealersNearText();
  const format = useFormat();
  const name = localized(dealer, 'name', format.language) ?? dealer.name;
  const phone = dealer.phones[0];
  return (
    <li className="dealers-near__dealer">
      <div>
        <Link to={`/dealers/${encodeURIComponent(dealer.slug)}`} className="dealers-near__name">
          {name}
        </Link>
        <p className="dealers-near__place">
          {localized(dealer, 'upazila', format.language)}, {districtName(dealer.district, format.language)}
          {dealer.distanceKm !== undefined && (
            <>
              {' · '}
              <strong>
                {t('near.km', { km: format.number(dealer.distanceKm, { maximumFractionDigits: 1 }) })}
              </strong>
            </>
          )}
        </p>
      </div>
      {phone && (
        <a
          className="kit-button dealers-near__call"
          href={`tel:+88${phone}`}
          aria-label={t('near.callNamed', { name, phone: phoneText(phone) })}
        >
          {t('near.call')}
        </a>
      )}
    </li>
  );
}

function DealersNearBox({ category, categoryName }: DealersNearProps) {
  const t = useDealersNearText();
  const format = useFormat();
  // the remembered district (this box renders only in the browser: DealersNearSlot)
  const [district, setDistrict] = useState<District | ''>(storedDistrict);
  const [here, setHere] = useState('');
  const [locating, setLocating] = useState<Locating>('idle');

  const town = district ? districtTown(district) : undefined;
  const near = here || (town ? `${town.lat},${town.lng}` : '');
  const nearest = useApi(`dealers-near:${category}:${near}`, (signal) =>
    near
      ? getDealers({ page: 0, size: SHOWN, category, near }, signal)
      : Promise.resolve({ items: [] as Dealer[], total: 0 }),
  );
  const inDistrict = useApi(`dealers-in:${category}:${district}`, (signal) =>
    district
      ? getDealers({ page: 0, size: 1, category, district }, signal)
      : Promise.resolve({ items: [] as Dealer[], total: 0 }),
  );

  const ask = async () => {
    setLocating('asking');
    const found = await askLocation();
    setLocating(found ? 'idle' : 'failed');
    if (found) setHere(found);
  };
  const place = district ? districtName(district, format.language) : '';
  const items = nearest.data?.items ?? [];
  return (
    <section
      className="dealers-near kit-panel"
      aria-labelledby="dealers-near-title"
      data-testid="dealers-near"
    >
      <h2 id="dealers-near-title" className="dealers-near__title">
        {t('near.title')}
      </h2>
      <p className="dealers-near__intro">{t('near.intro', { category: categoryName })}</p>
      <div className="dealers-near__tools">
        <label className="kit-field" htmlFor="dealers-near-district">
          {t('near.district')}
          <select
            id="dealers-near-district"
            value={district}
            onChange={(e) => {
              const next = DISTRICT_DETAILS.find((d) => d.name === e.target.value)?.name ?? '';
              setDistrict(next);
              setHere('');
              rememberDistrict(next);
            }}
          >
            <option value="">{t('near.chooseDistrict')}</option>
            {DISTRICT_DETAILS.map((d) => (
              <option key={d.name} value={d.name}>
                {format.language === 'bn' ? d.bn : d.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="kit-button kit-button--ghost"
          onClick={ask}
          disabled={locating === 'asking'}
        >
          {t('near.useLocation')}
        </button>
      </div>
      <p className="dealers-near__status" role="status" aria-live="polite">
        {locating === 'asking'
          ? t('near.locating')
          : locating === 'failed'
            ? t('near.noLocation')
            : district && inDistrict.data && !inDistrict.loading
              ? inDistrict.data.total === 0
                ? t('near.countNone', { district: place, category: categoryName })
                : t('near.count', { count: inDistrict.data.total, district: place, category: categoryName })
              : ''}
      </p>
      {here && <p className="dealers-near__from">{t('near.fromLocation')}</p>}
      {(nearest.error || inDistrict.error) && <p className="dealers-near__error">{t('near.loadFailed')}</p>}
      {near && !nearest.loading && items.length === 0 && !nearest.error && (
        <p>{t('near.none', { category: categoryName })}</p>
      )}
      {items.length > 0 && (
        <ul className="dealers-near__list" aria-label={t('near.listLabel')}>
          {items.map((dealer) => (
            <DealerLine key={dealer._id} dealer={dealer} />
          ))}
        </ul>
      )}
      <p className="dealers-near__more">
        <Link
          to={district ? `/dealers?district=${encodeURIComponent(district)}` : '/dealers'}
          className="kit-link-more"
        >
          {district ? t('near.allIn', { district: place }) : t('near.all')}
        </Link>
      </p>
    </section>
  );
}

/** With its own dictionary (loaded with this chunk). */
export function DealersNear(props: DealersNearProps) {
  return (
    <Messages dictionary={dealersNearDictionary}>
      <DealersNearBox {...props} />
    </Messages>
  );
}
