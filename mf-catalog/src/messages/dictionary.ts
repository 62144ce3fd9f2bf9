import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The catalogue remote's messages (namespace `catalog`); each language's file is a chunk of its own. */
export const catalogDictionary = defineDictionary<typeof en>('catalog', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The catalogue's text in the language shown now. */
export function useText() {
  return useDictionary(catalogDictionary).t;
}
