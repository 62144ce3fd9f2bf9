import { defineCatalogue, useCatalogue, type MessageKey } from '@tyre/web-kit';
import type en from './en.json';

/** The dashboard's messages (namespace `dashboard`); each language's file is a chunk of its own. */
export const dashboardCatalogue = defineCatalogue<typeof en>('dashboard', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export type DashboardKey = MessageKey<typeof en>;

/** The dashboard's text in the language shown now. */
export function useText() {
  return useCatalogue(dashboardCatalogue).t;
}

/** What `useText()` answers: the translate function of the dashboard's catalogue. */
export type DashboardText = ReturnType<typeof useText>;
