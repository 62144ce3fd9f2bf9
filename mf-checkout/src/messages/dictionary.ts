import { defineDictionary, useDictionary, type Translate } from '@tyre/web-kit';
import type en from './en.json';

/** The checkout remote's messages (namespace `checkout`); each language's file is a chunk of its own. */
export const checkoutDictionary = defineDictionary<typeof en>('checkout', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export type CheckoutText = Translate<typeof en>;

/** The checkout's text in the language shown now. */
export function useText(): CheckoutText {
  return useDictionary(checkoutDictionary).t;
}
