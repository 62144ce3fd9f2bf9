import { defineCatalogue, useCatalogue } from '@tyre/web-kit';
import type en from './en.json';

/** The reports screen's text (namespace `dashboard-reports`); each language's file is a chunk of its own. */
export const reportsCatalogue = defineCatalogue<typeof en>('dashboard-reports', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The reports screen's text in the language shown now. */
export function useReportsText() {
  return useCatalogue(reportsCatalogue).t;
}
