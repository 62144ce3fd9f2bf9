import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The vehicle screens' text (namespace `dashboard-vehicles`); each language's file is a chunk of its own. */
export const vehiclesDictionary = defineDictionary<typeof en>('dashboard-vehicles', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The vehicle screens' text in the language shown now. */
export function useVehiclesText() {
  return useDictionary(vehiclesDictionary).t;
}
