import type { DealerServiceKind } from '@tyre/contracts';
import { useDealersText } from '../messages/dictionary';

/** A dealer's services as a list of badges. */
export function DealerServices({ services }: { services: readonly DealerServiceKind[] }) {
  const t = useDealersText();
  if (services.length === 0) return null;
  return (
    <ul className="dealer-services" aria-label={t('dealers.servicesTitle')}>
      {services.map((service) => (
        <li key={service} className={service === 'truck-tyres' ? 'kit-badge kit-badge--accent' : 'kit-badge'}>
          {t(`dealers.services.${service}`)}
        </li>
      ))}
    </ul>
  );
}
