// The overview's map of every dealer, listed and unlisted (a hollow grey pin), with a legend: a
// chunk of its own (with Leaflet and its own dictionary), loaded once the overview's figures have
// shown. A marker's popup opens the dealer in the Dealers section. When the tiles cannot load,
// the dealers stand on the country's outline and a note says so.
import { Alert, Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DealerPlace } from '@tyre/contracts';
import { districtName } from '@tyre/contracts/constants';
import { localized } from '@tyre/contracts/localized';
import { getRuntimeConfig, Messages, useApi, useFormat } from '@tyre/web-kit';
import { MapView, mapTilesOf, type MapPoint } from '@tyre/web-kit/map';
import { useText } from '../../../messages/dictionary';
import { getDealerPlaces } from '../api/get-dealer-places';
import { overviewMapDictionary, useOverviewMapText } from './messages/dictionary';
import './dealers-map.css';

const NONE: DealerPlace[] = [];

/** Where a marker leads: the Dealers section searched by the dealer's authorisation number (one row). */
export const dealerSectionHref = (place: Pick<DealerPlace, 'authNumber'>) =>
  `/dashboard/dealers?search=${encodeURIComponent(place.authNumber)}`;

/** A legend's pin, drawn as the map draws its markers. */
function Pin({ muted }: { muted?: boolean }) {
  return (
    <span
      className={`overview-dealers__key kit-map__marker${muted ? ' kit-map__marker--muted' : ''}`}
      aria-hidden="true"
    >
      <span className="kit-map__pin" />
    </span>
  );
}

function DealersMapCard() {
  const t = useOverviewMapText();
  const common = useText();
  const { language } = useFormat();
  const navigate = useNavigate();
  const state = useApi('dashboard-dealer-places', (signal) => getDealerPlaces(signal));
  const [tilesFailed, setTilesFailed] = useState(false);
  const places = state.data ?? NONE;
  const openText = t('open');
  const listedNote = t('listedNote');
  const unlistedNote = t('unlistedNote');
  const points = useMemo<MapPoint[]>(
    () =>
      places.map((p) => ({
        id: p.slug,
        lat: p.lat,
        lng: p.lng,
        title: localized(p, 'name', language),
        note: `${districtName(p.district, language)} · ${p.listed ? listedNote : unlistedNote}`,
        href: dealerSectionHref(p),
        linkText: openText,
        ...(p.listed ? {} : { tone: 'muted' as const }),
      })),
    [places, language, openText, listedNote, unlistedNote],
  );
  const listed = places.filter((p) => p.listed).length;
  return (
    <Card title={<h2 className="overview-dealers__title">{t('title')}</h2>} className="overview-dealers">
      {state.error ? (
        <Alert
          type="error"
          title={state.error}
          action={<Button onClick={state.reload}>{common('record.retry')}</Button>}
          showIcon
        />
      ) : (
        <>
          <ul className="overview-dealers__legend" aria-label={t('legend')}>
            <li>
              <Pin /> {t('listed', { count: listed })}
            </li>
            <li>
              <Pin muted /> {t('unlisted', { count: places.length - listed })}
            </li>
          </ul>
          <div className="overview-dealers__box" aria-busy={state.loading || undefined}>
            <MapView
              points={points}
              label={t('label', { count: points.length })}
              tiles={mapTilesOf(getRuntimeConfig())}
              zoomText={{ zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }}
              onNavigate={(href) => navigate(href)}
              onTilesFailed={() => setTilesFailed(true)}
              maxFitZoom={12}
              className="overview-dealers__map"
            />
          </div>
          <p className="overview-dealers__note" role="status">
            {tilesFailed ? t('tilesFailed') : ''}
            {!state.loading && places.length === 0 ? t('none') : ''}
          </p>
        </>
      )}
    </Card>
  );
}

/** The overview's dealers map, with its own text. */
export function OverviewDealersMap() {
  return (
    <Messages dictionary={overviewMapDictionary} minHeight={420}>
      <DealersMapCard />
    </Messages>
  );
}
