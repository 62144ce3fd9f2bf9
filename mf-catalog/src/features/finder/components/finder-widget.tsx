import { LoadingPlaceholder } from '@tyre/web-kit';
import { lazy, Suspense, useState } from 'react';
import { useText } from '../../../messages/dictionary';
import type { FinderTab } from '../../../utils/vehicle-url';
import { FinderForm } from './finder-form';
import { FinderTabs } from './finder-tabs';
import { MyVehicleOffer } from './my-vehicle-offer';

// the vehicle form is its own chunk: the home page loads it only when its tab is about to be chosen
const loadVehicleForm = () => import('./vehicle-form');
const VehicleForm = lazy(() => loadVehicleForm().then((module) => ({ default: module.VehicleFormArea })));

/**
 * The home page's finder (`catalog/finder-form`): "By size" (category, rim, size → `/finder?…`)
 * and "By vehicle" (type, make, model, year → `/finder?tab=vehicle&vehicle=&year=`), with the
 * vehicle remembered on this browser offered in both.
 */
export function FinderWidget() {
  const [tab, setTab] = useState<FinderTab>('size');
  const t = useText();
  return (
    <FinderTabs
      tab={tab}
      onTab={setTab}
      onIntent={(next) => {
        if (next === 'vehicle') void loadVehicleForm();
      }}
    >
      <MyVehicleOffer />
      {tab === 'size' ? (
        <FinderForm />
      ) : (
        <Suspense fallback={<LoadingPlaceholder label={t('finder.vehicleLoading')} minHeight={106} />}>
          <VehicleForm />
        </Suspense>
      )}
    </FinderTabs>
  );
}
