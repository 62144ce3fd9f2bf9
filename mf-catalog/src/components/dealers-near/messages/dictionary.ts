import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/**
 * "Find a dealer near you" (namespace `catalog-dealers`): loaded with its chunk, after a product
 * page's or the finder's own content; each language's file is a chunk of its own.
 */
export const dealersNearDictionary = defineDictionary<typeof en>('catalog-dealers', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export function useDealersNearText() {
  return useDictionary(dealersNearDictionary).t;
}
