import { defineDictionary, useDictionary, type Translate } from '@tyre/web-kit';
import type en from './en.json';

/**
 * The bKash return page's text (namespace `checkout-payment`): loaded with the page's chunk, not
 * with every page's checkout dictionary; each language's file is a chunk of its own.
 */
export const paymentDictionary = defineDictionary<typeof en>('checkout-payment', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export type PaymentText = Translate<typeof en>;

/** The bKash return page's text in the language shown now. */
export function usePaymentText(): PaymentText {
  return useDictionary(paymentDictionary).t;
}
