// The map of /dealers and of a dealer's page: a chunk of its own (with Leaflet), loaded after the
// list has shown, so the list is never held up by it. The list stays the accessible way to a
// dealer; the map is extra.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DealerPlace } from '@tyre/contracts';
import { getRuntimeConfig, useApi, useFormat } from '@tyre/web-kit';
import { MapView, mapTilesOf, type MapPoint } from '@tyre/web-kit/map';
import { getDealerPlaces } from '../api/get-dealer-places';
import { districtName } from '../dealer-text';
import { useDealersText } from '../messages/dictionary';
import type { DealersQuery } from '../api/get-dealers';

type Filters = Pick<DealersQuery, 'division' | 'district' | 'service'>;

const NONE: DealerPlace[] = [];

function usePoints(places: readonly DealerPlace[]): MapPoint[] {
  const t = useDealersText();
  const { language } = useFormat();
  const openText = t('dealers.map.open');
  return useMemo(
    () =>
      places.map((p) => {
        const title = language === 'bn' && p.nameBn ? p.nameBn : p.name;
        return {
          id: p.slug,
          lat: p.lat,
          lng: p.lng,
          title,
          note: districtName(p.district, { language }),
          href: `/dealers/${encodeURIComponent(p.slug)}`,
          linkText: openText,
        };
      }),
    [places, language, openText],
  );
}

function useZoomText() {
  const t = useDealersText();
  return { zoomIn: t('dealers.map.zoomIn'), zoomOut: t('dealers.map.zoomOut') };
}

/** /dealers: every listed dealer of the filters as a marker; a marker's popup opens the dealer's page. */
export function DealersMap({ division, district, service }: Filters) {
  const t = useDealersText();
  const navigate = useNavigate();
  const state = useApi(`dealer-places:${division ?? ''}:${district ?? ''}:${service ?? ''}`, (signal) =>
    getDealerPlaces({ division, district, service }, signal),
  );
  const points = usePoints(state.data ?? NONE);
  return (
    <MapView
      points={points}
      label={t('dealers.map.label', { count: points.length })}
      tiles={mapTilesOf(getRuntimeConfig())}
      zoomText={useZoomText()}
      onNavigate={(href) => navigate(href)}
      maxFitZoom={12}
      className="dealers-map__view"
    />
  );
}

/** A dealer's page: the dealer alone, its popup open. */
export function DealerMap({ place }: { place: DealerPlace }) {
  const t = useDealersText();
  const points = usePoints(useMemo(() => [place], [place]));
  const marked = useMemo(() => points.map((p) => ({ ...p, href: undefined })), [points]);
  return (
    <MapView
      points={marked}
      selected={place.slug}
      label={t('dealers.map.one', { name: points[0]?.title ?? place.name })}
      tiles={mapTilesOf(getRuntimeConfig())}
      zoomText={useZoomText()}
      maxFitZoom={14}
      draggable={false}
      className="dealers-map__view"
    />
  );
}
