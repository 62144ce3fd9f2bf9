import { lazy, Suspense } from 'react';
import { hasMyVehicle } from '../my-vehicle-key';

// the offer's code (and its text) loads only for a browser that remembers a vehicle
const MyVehicleBar = lazy(() =>
  import('./my-vehicle-bar').then((module) => ({ default: module.MyVehicleBar })),
);

/** "My vehicle: …" when this browser remembers one (see `MyVehicleBar`); nothing otherwise. */
export function MyVehicleOffer() {
  if (!hasMyVehicle()) return null;
  return (
    <Suspense fallback={null}>
      <MyVehicleBar />
    </Suspense>
  );
}
