import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/**
 * The text of shipping an order (namespace `dashboard-shipping`): booking with Pathao, the
 * customer's record, a returned parcel, the courier's latest word. Each language's file is a chunk
 * of its own, loaded with the first of these pieces shown.
 */
export const shippingDictionary = defineDictionary<typeof en>('dashboard-shipping', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The shipping text in the language shown now. */
export function useShippingText() {
  return useDictionary(shippingDictionary).t;
}

export type ShippingText = ReturnType<typeof useShippingText>;
