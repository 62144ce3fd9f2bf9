// The storage key of "my vehicle" and whether one is stored: all the home page's finder needs to
// decide whether to load the offer's code (`my-vehicle.ts` reads and writes it).

export const myVehicleStorageKey = 'catalog.myVehicle';

/** Whether a vehicle is remembered on this browser (storage blocked: no). */
export function hasMyVehicle(): boolean {
  try {
    return Boolean(localStorage.getItem(myVehicleStorageKey));
  } catch {
    return false;
  }
}
