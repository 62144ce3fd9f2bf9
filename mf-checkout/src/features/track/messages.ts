import { useMemo } from 'react';
import type { CourierState } from '@tyre/contracts/constants';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The tracking screen's text from the checkout dictionary, in the language shown now. */
export function trackMessages(t: CheckoutText) {
  return {
    title: t('track.title'),
    intro: t('track.intro'),
    labels: {
      reference: t('track.labels.reference'),
      mobileNumber: t('track.labels.mobileNumber'),
    },
    referenceExample: t('track.referenceExample'),
    submit: t('track.submit'),
    tracking: t('track.tracking'),
    required: t('order.required'),
    badMobile: t('order.badMobile'),
    badReference: t('track.badReference'),
    fixFields: t('order.fixFields'),
    notFound: t('track.notFound'),
    resultHeading: (reference: string) => t('track.resultHeading', { reference }),
    placedOn: (date: string) => t('track.placedOn', { date }),
    progress: t('track.progress'),
    steps: {
      placed: t('track.steps.placed'),
      paymentReview: t('track.steps.paymentReview'),
      paymentVerified: t('track.steps.paymentVerified'),
      processing: t('track.steps.processing'),
      shipped: t('track.steps.shipped'),
      completed: t('track.steps.completed'),
      returned: t('track.steps.returned'),
      cancelled: t('track.steps.cancelled'),
    },
    done: t('track.done'),
    notYet: t('track.notYet'),
    deliveryHeading: t('track.deliveryHeading'),
    courier: t('track.courier'),
    courierLatest: t('track.courierLatest'),
    courierState: (state: CourierState) => t(`track.courierState.${state}`),
    trackingNumber: t('track.trackingNumber'),
    courierPage: t('track.courierPage'),
    newTab: t('track.newTab'),
    itemsHeading: t('track.itemsHeading'),
    quantity: (count: string) => t('track.quantity', { count }),
    total: t('track.total'),
    payment: t('track.payment'),
    cod: t('order.cod'),
    bkash: t('order.bkash'),
    bkashOnline: t('order.bkashOnline'),
    invoiceNote: t('track.invoiceNote'),
    another: t('track.another'),
  };
}

export type TrackMessages = ReturnType<typeof trackMessages>;

/** trackMessages for the language shown now (re-renders on a language change). */
export function useTrackMessages(): TrackMessages {
  const t = useText();
  return useMemo(() => trackMessages(t), [t]);
}
