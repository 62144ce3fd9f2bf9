import type { VehicleFit } from '@tyre/contracts';
import { CATALOG_PAGE_MAX, VEHICLE_FITS_PAGE_SIZE } from '@tyre/contracts/constants';
import { afterFirstPaint, useApi, useDictionary, useLanguage } from '@tyre/web-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { vehiclesDictionary } from '../../../messages/vehicles/dictionary';
import { vehicleName } from '../../../utils/vehicle-name';
import { vehicleFinderUrl } from '../../../utils/vehicle-url';
import { getVehicleFits } from '../api/get-vehicle-fits';

/** The most vehicles "Show all" lists (pages of the largest size the API takes). */
const ALL_AT_MOST = CATALOG_PAGE_MAX * 10;

/** Every vehicle the product fits, a page of the largest size at a time. */
async function allFits(product: string, signal: AbortSignal): Promise<VehicleFit[]> {
  const fits: VehicleFit[] = [];
  for (let page = 0; fits.length < ALL_AT_MOST; page += 1) {
    const { items, total } = await getVehicleFits({ product, page, size: CATALOG_PAGE_MAX }, signal);
    fits.push(...items);
    if (items.length === 0 || fits.length >= total) break;
  }
  return fits;
}

/**
 * "Fits: Bajaj Pulsar 150 (rear), TVS Apache RTR 160 (rear) …" — the first few vehicles the tyre
 * fits (GET /vehicles/fits), each a link to its tyres in the vehicle finder, and "Show all N
 * vehicles" for the rest. Nothing when the tyre fits no known vehicle or the list did not load
 * (the page is about the tyre; this is a hint).
 */
export function VehicleFits({ product }: { product: string }) {
  const { t, ready } = useDictionary(vehiclesDictionary);
  const id = useId();
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  // not painted by the server (the page's early request is the product's)
  const first = useApi(`vehicle-fits:${product}`, (signal) =>
    afterFirstPaint(getVehicleFits({ product, page: 0, size: VEHICLE_FITS_PAGE_SIZE }, signal)),
  );
  const all = useApi(`vehicle-fits-all:${product}:${expanded}`, (signal) =>
    expanded ? allFits(product, signal) : Promise.resolve(null),
  );
  const total = first.data?.total ?? 0;
  if (!first.data || total === 0 || !ready) return null;
  const fits = all.data ?? first.data.items;
  const position = (fit: VehicleFit) =>
    [
      fit.position === 'front' ? t('fits.front') : fit.position === 'rear' ? t('fits.rear') : '',
      fit.alternative ? t('fits.alternative') : '',
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <section className="vehicle-fits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vehicle-fits__title">
        {t('fits.title')}
      </h2>
      <ul className="vehicle-fits__list" id={`${id}-list`}>
        {fits.map((fit) => {
          const where = position(fit);
          return (
            <li key={`${fit.modelId}:${fit.position}`}>
              <Link to={vehicleFinderUrl(fit.modelSlug)}>
                {vehicleName(
                  {
                    makeName: fit.makeName,
                    makeNameBn: fit.makeNameBn,
                    name: fit.modelName,
                    nameBn: fit.modelNameBn,
                  },
                  language,
                )}
              </Link>
              {where && ` (${where})`}
            </li>
          );
        })}
      </ul>
      {total > fits.length && (
        <button
          type="button"
          className="vehicle-fits__more"
          aria-controls={`${id}-list`}
          aria-expanded={false}
          disabled={all.loading && expanded}
          onClick={() => (expanded ? all.reload() : setExpanded(true))}
        >
          {t('fits.showAll', { count: total })}
        </button>
      )}
    </section>
  );
}
