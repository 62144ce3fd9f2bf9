import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The dealer screens' text (namespace `dashboard-dealers`); each language's file is a chunk of its own. */
export const dealersDictionary = defineDictionary<typeof en>('dashboard-dealers', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The dealer screens' text in the language shown now. */
export function useDealersText() {
  return useDictionary(dealersDictionary).t;
}
