import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { afterFirstPaint, LoadState, Messages, Pager, useApi, useFormat, useInBrowser } from '@tyre/web-kit';
import { DEALER_SERVICES, DISTRICT_DETAILS, DIVISIONS } from '@tyre/contracts/constants';
import { askLocation } from '@tyre/web-kit/locate';
import { dealersDictionary, useDealersText } from '../messages/dictionary';
import { earlyDealers, getDealers } from '../api/get-dealers';
import { dealerChoices, dealersListQuery, dealersPageSize } from '../dealers-list-query';
import { districtName, divisionName } from '../dealer-text';
import { DealerCard } from './dealer-card';
import { DealerCheckForm } from './dealer-check';
import './dealers.css';

// the map and Leaflet: a chunk of its own, asked for once the page's content has
// rendered; the map shows once the app has taken a painted page's place (whenever it arrives)
const DealersMap = lazy(() =>
  afterFirstPaint(import('./dealers-map')).then((module) => ({ default: module.DealersMap })),
);

/** The page's choices, read from its address (so a painted page's form and a shared link work alike). */
function useDealerParams() {
  const [params, setParams] = useSearchParams();
  const choices = dealerChoices(params);
  // React Router's update function gets the address of the last render, not a change still on its
  // way: a district and then a service chosen before the page re-rendered (a slow phone) kept only
  // the service. The last address asked for is kept until a render shows it.
  const asked = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = (values: Record<string, string>) => {
    const next = new URLSearchParams(asked.current?.from === params ? asked.current.next : params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in values)) next.delete('page');
    asked.current = { from: params, next };
    setParams(next, { preventScrollReset: true });
  };
  return { ...choices, change };
}

type Locating = 'idle' | 'asking' | 'failed';

/** "Dealers near me": asks the browser for its place only when pressed. */
function NearMe({ near, onNear }: { near: string; onNear: (near: string) => void }) {
  const t = useDealersText();
  const [locating, setLocating] = useState<Locating>('idle');
  const ask = async () => {
    setLocating('asking');
    const place = await askLocation();
    setLocating(place ? 'idle' : 'failed');
    if (place) onNear(place);
  };
  return (
    <div className="dealers-near">
      {near ? (
        <>
          <p className="dealers-near__note">{t('dealers.nearest')}</p>
          <button type="button" className="kit-button kit-button--ghost" onClick={() => onNear('')}>
            {t('dealers.clearNear')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="kit-button kit-button--accent"
          onClick={ask}
          disabled={locating === 'asking'}
        >
          {t('dealers.nearMe')}
        </button>
      )}
      <p className="dealers-near__status" role="status" aria-live="polite">
        {locating === 'asking' ? t('dealers.locating') : locating === 'failed' ? t('dealers.noLocation') : ''}
      </p>
    </div>
  );
}

/** The filters: a plain GET form (works before the page's code runs); with code, each choice applies at once. */
function DealerFilters({
  division,
  district,
  service,
  change,
}: Pick<ReturnType<typeof useDealerParams>, 'division' | 'district' | 'service' | 'change'>) {
  const t = useDealersText();
  const format = useFormat();
  const districts = DISTRICT_DETAILS.filter((d) => !division || d.division === division);
  return (
    <form
      className="dealers-filters"
      method="get"
      action="/dealers"
      role="search"
      aria-label={t('dealers.filtersLabel')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="kit-field" htmlFor="dealers-division">
        {t('dealers.division')}
        <select
          id="dealers-division"
          name="division"
          value={division}
          onChange={(e) => change({ division: e.target.value, district: '' })}
        >
          <option value="">{t('dealers.allDivisions')}</option>
          {DIVISIONS.map((d) => (
            <option key={d} value={d}>
              {divisionName(d, format)}
            </option>
          ))}
        </select>
      </label>
      <label className="kit-field" htmlFor="dealers-district">
        {t('dealers.district')}
        <select
          id="dealers-district"
          name="district"
          value={district}
          onChange={(e) => change({ district: e.target.value })}
        >
          <option value="">{t('dealers.allDistricts')}</option>
          {districts.map((d) => (
            <option key={d.name} value={d.name}>
              {districtName(d.name, format)}
            </option>
          ))}
        </select>
      </label>
      <label className="kit-field" htmlFor="dealers-service">
        {t('dealers.service')}
        <select
          id="dealers-service"
          name="service"
          value={service}
          onChange={(e) => change({ service: e.target.value })}
        >
          <option value="">{t('dealers.allServices')}</option>
          {DEALER_SERVICES.map((s) => (
            <option key={s} value={s}>
              {t(`dealers.services.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="kit-button">
          {t('dealers.apply')}
        </button>
      </noscript>
    </form>
  );
}

/** /dealers: every listed dealer, filtered by division, district and service, or nearest first; and the authorisation check. */
/** With the dealers' text (its own dictionary, loaded with this chunk). */
export function DealersPage() {
  return (
    <Messages dictionary={dealersDictionary}>
      <DealersScreen />
    </Messages>
  );
}

function DealersScreen() {
  const t = useDealersText();
  const { change, ...choices } = useDealerParams();
  const { division, district, service, near, page } = choices;
  const query = dealersListQuery(choices);
  const state = useApi(
    `dealers:${division}:${district}:${service}:${near}:${page}`,
    (signal) => getDealers(query, signal),
    () => earlyDealers(query),
  );
  // the map only in the browser (a server's paint, and the render that takes it over, leave its box empty)
  const mapShown = useInBrowser();
  return (
    <section className="kit-container kit-page dealers-page">
      <h1 className="kit-page__title">{t('dealers.title')}</h1>
      <p className="dealers-intro">{t('dealers.intro')}</p>
      <div className="dealers-tools kit-panel">
        <DealerFilters division={division} district={district} service={service} change={change} />
        <NearMe near={near} onNear={(next) => change({ near: next })} />
      </div>
      <LoadState state={state}>
        {({ items, total }) => (
          <>
            <p className="dealers-count" role="status" aria-live="polite">
              {t('dealers.count', { count: total })}
            </p>
            <div className="dealers-map">
              {mapShown && (
                <Suspense fallback={null}>
                  <DealersMap division={query.division} district={query.district} service={query.service} />
                </Suspense>
              )}
            </div>
            {items.length === 0 ? (
              <div className="kit-empty">
                <p className="kit-empty__title">{t('dealers.none')}</p>
              </div>
            ) : (
              <ul className="dealer-list" aria-label={t('dealers.listLabel')}>
                {items.map((dealer) => (
                  <DealerCard key={dealer._id} dealer={dealer} />
                ))}
              </ul>
            )}
            <Pager
              page={page}
              size={dealersPageSize}
              total={total}
              onPage={(next) => change({ page: String(next) })}
            />
          </>
        )}
      </LoadState>
      <DealerCheckForm />
      <p className="dealers-become">
        {t('dealers.become')}{' '}
        <Link to="/dealer" className="kit-link-more">
          {t('dealers.becomeLink')}
        </Link>
      </p>
    </section>
  );
}
