import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The COD report's text (namespace `dashboard-cod`); each language's file is a chunk of its own. */
export const codDictionary = defineDictionary<typeof en>('dashboard-cod', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The COD report's text in the language shown now. */
export function useCodText() {
  return useDictionary(codDictionary).t;
}
