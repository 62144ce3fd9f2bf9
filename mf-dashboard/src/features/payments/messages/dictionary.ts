import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The payments screen's text (namespace `dashboard-payments`); each language's file is a chunk of its own. */
export const paymentsDictionary = defineDictionary<typeof en>('dashboard-payments', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The payments screen's text in the language shown now. */
export function usePaymentsText() {
  return useDictionary(paymentsDictionary).t;
}
