import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/**
 * The dealers' pages' text (namespace `content-dealers`): loaded with their chunk, not with every
 * page's content dictionary; each language's file is a chunk of its own.
 */
export const dealersDictionary = defineDictionary<typeof en>('content-dealers', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The dealers' pages' text in the language shown now. */
export function useDealersText() {
  return useDictionary(dealersDictionary).t;
}
