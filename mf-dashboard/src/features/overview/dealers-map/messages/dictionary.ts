import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The overview map's text (namespace `dashboard-overview-map`): each language's file is a chunk of its own. */
export const overviewMapDictionary = defineDictionary<typeof en>('dashboard-overview-map', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The overview map's text in the language shown now. */
export function useOverviewMapText() {
  return useDictionary(overviewMapDictionary).t;
}
