import { defineDictionary, useDictionary, type MessageKey } from '@tyre/web-kit';
import type en from './en.json';

/** The dashboard's messages (namespace `dashboard`); each language's file is a chunk of its own. */
export const dashboardDictionary = defineDictionary<typeof en>('dashboard', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export type DashboardKey = MessageKey<typeof en>;

/** The dashboard's text in the language shown now. */
export function useText() {
  return useDictionary(dashboardDictionary).t;
}

/** What `useText()` answers: the translate function of the dashboard's dictionary. */
export type DashboardText = ReturnType<typeof useText>;
