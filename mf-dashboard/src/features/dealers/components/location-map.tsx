// The dealer form's map (a chunk of its own, with Leaflet): a press on the map sets the latitude
// and longitude fields; typed numbers move the marker.
import { Form } from 'antd';
import { useMemo } from 'react';
import { getRuntimeConfig } from '@tyre/web-kit';
import { MapView, mapTilesOf } from '@tyre/web-kit/map';
import { useDealersText } from '../messages/dictionary';

/** Five decimals: about a metre. */
const round = (n: number) => Math.round(n * 1e5) / 1e5;

export function LocationMap() {
  const t = useDealersText();
  const form = Form.useFormInstance();
  const lat = Form.useWatch('lat', form) as number | null | undefined;
  const lng = Form.useWatch('lng', form) as number | null | undefined;
  const name = (Form.useWatch('name', form) as string | undefined) || t('fields.location');
  const points = useMemo(
    () =>
      typeof lat === 'number' && typeof lng === 'number' ? [{ id: 'dealer', lat, lng, title: name }] : [],
    [lat, lng, name],
  );
  return (
    <MapView
      points={points}
      label={t('fields.locationMap')}
      tiles={mapTilesOf(getRuntimeConfig())}
      zoomText={{ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
      refit={false}
      maxFitZoom={14}
      onPick={({ lat: pickedLat, lng: pickedLng }) => {
        form.setFieldsValue({ lat: round(pickedLat), lng: round(pickedLng) });
        void form.validateFields(['lat', 'lng']).catch(() => undefined);
      }}
      className="dealer-location-map"
    />
  );
}
