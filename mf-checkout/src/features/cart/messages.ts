import { useMemo } from 'react';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The cart screen's text from the checkout dictionary, in the language shown now. */
export function cartMessages(t: CheckoutText) {
  return {
    title: t('cart.title'),
    emptyTitle: t('cart.emptyTitle'),
    emptyText: t('cart.emptyText'),
    browse: t('cart.browse'),
    quantityOf: (title: string) => t('cart.quantityOf', { title }),
    decrease: t('cart.decrease'),
    increase: t('cart.increase'),
    quantity: t('cart.quantity'),
    remove: t('cart.remove'),
    removeItem: (title: string) => t('cart.removeItem', { title }),
    subtotal: t('cart.subtotal'),
    shippingDhaka: t('cart.shippingDhaka'),
    total: t('cart.total'),
    shippingNote: t('cart.shippingNote'),
    checkout: t('cart.checkout'),
    unavailable: t('cart.unavailable'),
    pricing: t('cart.pricing'),
  };
}

export type CartMessages = ReturnType<typeof cartMessages>;

/** cartMessages for the language shown now (re-renders on a language change). */
export function useCartMessages(): CartMessages {
  const t = useText();
  return useMemo(() => cartMessages(t), [t]);
}
