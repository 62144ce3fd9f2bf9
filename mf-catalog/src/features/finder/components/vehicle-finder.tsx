import { LoadState, Messages, useApi } from '@tyre/web-kit';
import { useSearchParams } from 'react-router-dom';
import { useVehiclesText, vehiclesDictionary } from '../../../messages/vehicles/dictionary';
import { vehicleChoice } from '../../../utils/vehicle-params';
import { earlyVehicleFitment, getVehicleFitment } from '../api/get-vehicle-fitment';
import { vehicleFitmentInput } from '../finder-input';
import { useMyVehicle } from '../my-vehicle';
import { MyVehicleBar } from './my-vehicle-bar';
import { VehicleForm } from './vehicle-form';
import { VehicleResults } from './vehicle-results';

/** A vehicle's tyres (GET /vehicles/fitment, the page's early request). */
function VehicleTyres({ vehicle, year }: { vehicle: string; year: number | undefined }) {
  const t = useVehiclesText();
  const input = vehicleFitmentInput({ vehicle, year });
  const state = useApi(
    `vehicle-fitment:${vehicle}:${year ?? ''}`,
    (signal) => getVehicleFitment(input, signal),
    () => earlyVehicleFitment(input),
  );
  const answer = state.data;
  const mine = useMyVehicle();
  const showing = Boolean(answer && mine?.model === answer.model.slug && mine.year === answer.year);

  return (
    <LoadState state={state}>
      {(found) =>
        found === null ? (
          <>
            <MyVehicleBar />
            <VehicleForm />
            <p className="vehicle-results__unknown" role="alert">
              {t('vehicle.notFound')}
            </p>
          </>
        ) : (
          <>
            <MyVehicleBar showing={showing} />
            <VehicleForm
              initial={{
                type: found.model.typeSlug,
                make: found.model.makeSlug,
                model: found.model.slug,
                year: found.year ?? undefined,
              }}
            />
            <VehicleResults answer={found} />
          </>
        )
      }
    </LoadState>
  );
}

/**
 * /finder?tab=vehicle: the vehicle form, and once a vehicle is in the URL (`vehicle=<model slug>`,
 * `year=`), its sizes and tyres. Loaded when the tab is first shown (its own chunk).
 */
export function VehicleFinder() {
  return (
    <Messages dictionary={vehiclesDictionary}>
      <VehicleTab />
    </Messages>
  );
}

function VehicleTab() {
  const [params] = useSearchParams();
  const { vehicle, year } = vehicleChoice(params);
  const t = useVehiclesText();
  if (vehicle) return <VehicleTyres key={`${vehicle}:${year ?? ''}`} vehicle={vehicle} year={year} />;
  return (
    <>
      <MyVehicleBar />
      <VehicleForm />
      <div className="vehicle-results">
        <h1 className="kit-page__title">{t('vehicle.title')}</h1>
        <p className="vehicle-results__intro">{t('vehicle.intro')}</p>
      </div>
    </>
  );
}
