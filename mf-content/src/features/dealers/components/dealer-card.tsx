import { Link } from 'react-router-dom';
import { useFormat } from '@tyre/web-kit';
import type { Dealer } from '@tyre/contracts';
import { useDealersText } from '../messages/dictionary';
import { dealerText, directionsHref, districtName, phoneText, telHref } from '../dealer-text';
import { DealerPhoto } from './dealer-photo';
import { DealerServices } from './dealer-services';

/** One dealer of the list: where it is, how far, what it does, and call / directions. */
export function DealerCard({ dealer }: { dealer: Dealer }) {
  const t = useDealersText();
  const format = useFormat();
  const name = dealerText(dealer, 'name', format);
  const phone = dealer.phones[0];
  const to = `/dealers/${encodeURIComponent(dealer.slug)}`;
  return (
    <li
      className={dealer.photo ? 'dealer-card dealer-card--photo kit-panel' : 'dealer-card kit-panel'}
      data-testid="dealer-card"
    >
      {dealer.photo && <DealerPhoto photo={dealer.photo} name={name} size="card" />}
      <div className="dealer-card__head">
        <h2 className="dealer-card__name">
          <Link to={to}>{name}</Link>
        </h2>
        {dealer.distanceKm !== undefined && (
          <p className="dealer-card__distance">
            {t('dealers.km', { km: format.number(dealer.distanceKm, { maximumFractionDigits: 1 }) })}
          </p>
        )}
      </div>
      <p className="dealer-card__place">
        {dealerText(dealer, 'address', format)}
        <br />
        {dealerText(dealer, 'upazila', format)}, {districtName(dealer.district, format)}
      </p>
      <DealerServices services={dealer.services} />
      <div className="dealer-card__actions">
        {phone && (
          <a
            className="kit-button dealer-card__call"
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
    </li>
  );
}
