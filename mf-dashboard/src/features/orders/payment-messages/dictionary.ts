import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/**
 * The order page's online payment card and refund dialog (namespace `dashboard-order-payment`):
 * loaded with them; each language's file is a chunk of its own.
 */
export const orderPaymentDictionary = defineDictionary<typeof en>('dashboard-order-payment', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The online payment card's text in the language shown now. */
export function useOrderPaymentText() {
  return useDictionary(orderPaymentDictionary).t;
}
