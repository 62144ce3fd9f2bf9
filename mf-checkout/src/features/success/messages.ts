import { useMemo } from 'react';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The success screen's text from the checkout dictionary, in the language shown now. */
export function successMessages(t: CheckoutText) {
  return {
    title: t('success.title'),
    reference: t('success.reference'),
    keepReference: t('success.keepReference'),
    total: t('success.total'),
    cod: t('order.cod'),
    bkash: t('order.bkash'),
    nextHeading: t('success.nextHeading'),
    nextCod: (mobile: string) => t('success.nextCod', { mobile }),
    nextBkash: (trxID: string, mobile: string) => t('success.nextBkash', { trxID, mobile }),
    invoice: t('success.invoice'),
    track: t('success.track'),
    myOrders: t('success.myOrders'),
    shopMore: t('success.shopMore'),
    noOrderTitle: t('success.noOrderTitle'),
    noOrderText: t('success.noOrderText'),
  };
}

export type SuccessMessages = ReturnType<typeof successMessages>;

/** successMessages for the language shown now (re-renders on a language change). */
export function useSuccessMessages(): SuccessMessages {
  const t = useText();
  return useMemo(() => successMessages(t), [t]);
}
