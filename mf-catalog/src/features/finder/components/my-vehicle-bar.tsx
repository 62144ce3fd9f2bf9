import { useDictionary, useFormat } from '@tyre/web-kit';
import { Link } from 'react-router-dom';
import { vehiclesDictionary } from '../../../messages/vehicles/dictionary';
import { vehicleName } from '../../../utils/vehicle-name';
import { vehicleFinderUrl } from '../../../utils/vehicle-url';
import { forgetVehicle, useMyVehicle, type MyVehicle } from '../my-vehicle';

/** "Bajaj Pulsar 150 (2019)", or without the year when every year was asked. */
export function useVehicleLabel(): (vehicle: MyVehicle) => string {
  const { t } = useDictionary(vehiclesDictionary);
  const { number, language } = useFormat();
  return (vehicle) =>
    vehicle.year === null
      ? vehicleName(vehicle, language)
      : t('myVehicle.withYear', {
          vehicle: vehicleName(vehicle, language),
          year: number(vehicle.year, { useGrouping: false }),
        });
}

/**
 * "My vehicle: Bajaj Pulsar 150 (2019)" — the vehicle remembered on this browser, with a link to
 * its tyres (unless they are on the screen: `showing`) and a button to forget it. Nothing when no
 * vehicle is remembered.
 */
export function MyVehicleBar({ showing = false }: { showing?: boolean }) {
  const mine = useMyVehicle();
  const { t, ready } = useDictionary(vehiclesDictionary);
  const label = useVehicleLabel();
  // its text is the vehicle finder's: nothing until that is in (the home page loads it for this)
  if (!mine || !ready) return null;
  return (
    <p className="my-vehicle">
      <span className="my-vehicle__name">
        {t('myVehicle.label')} <strong>{label(mine)}</strong>
      </span>
      {!showing && (
        <Link className="my-vehicle__action" to={vehicleFinderUrl(mine.model, mine.year)}>
          {t('myVehicle.show')}
        </Link>
      )}
      <button
        type="button"
        className="my-vehicle__action my-vehicle__forget"
        aria-label={t('myVehicle.forgetLabel', { vehicle: label(mine) })}
        onClick={forgetVehicle}
      >
        {t('myVehicle.forget')}
      </button>
    </p>
  );
}
