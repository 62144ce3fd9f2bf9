import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The reports screen's text (namespace `dashboard-reports`); each language's file is a chunk of its own. */
export const reportsDictionary = defineDictionary<typeof en>('dashboard-reports', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The reports screen's text in the language shown now. */
export function useReportsText() {
  return useDictionary(reportsDictionary).t;
}
