import { useMemo } from 'react';
import type { CourierState } from '@tyre/contracts/constants';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The my orders screen's text from the checkout dictionary, in the language shown now. */
export function myOrdersMessages(t: CheckoutText) {
  return {
    title: t('myOrders.title'),
    reference: t('myOrders.reference'),
    date: t('myOrders.date'),
    total: t('myOrders.total'),
    status: t('myOrders.status'),
    courierLatest: t('track.courierLatest'),
    courierState: (state: CourierState) => t(`track.courierState.${state}`),
    invoice: t('myOrders.invoice'),
    invoiceOf: (reference: string) => t('myOrders.invoiceOf', { reference }),
    emptyTitle: t('myOrders.emptyTitle'),
    emptyText: t('myOrders.emptyText'),
    browse: t('myOrders.browse'),
  };
}

export type MyOrdersMessages = ReturnType<typeof myOrdersMessages>;

/** myOrdersMessages for the language shown now (re-renders on a language change). */
export function useMyOrdersMessages(): MyOrdersMessages {
  const t = useText();
  return useMemo(() => myOrdersMessages(t), [t]);
}
