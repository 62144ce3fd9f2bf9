import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/**
 * The vehicle finder's and the "Fits" list's text (namespace `catalog-vehicles`): a catalogue of
 * its own, loaded with their code, so that the home page (whose finder opens by size) does not
 * carry it. Each language's file is a chunk of its own.
 */
export const vehiclesDictionary = defineDictionary<typeof en>('catalog-vehicles', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The vehicle screens' text in the language shown now. */
export function useVehiclesText() {
  return useDictionary(vehiclesDictionary).t;
}
