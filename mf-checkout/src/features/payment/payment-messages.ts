import { useMemo } from 'react';
import { usePaymentText, type PaymentText } from './messages/dictionary';

/** The bKash return page's text from its own dictionary, in the language shown now. */
export function paymentMessages(t: PaymentText) {
  return {
    title: t('payment.title'),
    reference: t('payment.reference'),
    total: t('payment.total'),
    paidTitle: t('payment.paidTitle'),
    paidText: t('payment.paidText'),
    failedTitle: t('payment.failedTitle'),
    failedText: t('payment.failedText'),
    cancelledTitle: t('payment.cancelledTitle'),
    cancelledText: t('payment.cancelledText'),
    checkingTitle: t('payment.checkingTitle'),
    checkingText: t('payment.checkingText'),
    expiredTitle: t('payment.expiredTitle'),
    expiredText: t('payment.expiredText'),
    unpaidTitle: t('payment.unpaidTitle'),
    payBy: (time: string) => t('payment.payBy', { time }),
    payAgain: t('payment.payAgain'),
    switchToCod: t('payment.switchToCod'),
    checkAgain: t('payment.checkAgain'),
    redirecting: t('payment.redirecting'),
    startFailed: t('payment.startFailed'),
    invoice: t('payment.invoice'),
    track: t('payment.track'),
    noPaymentTitle: t('payment.noPaymentTitle'),
    noPaymentText: t('payment.noPaymentText'),
    shopMore: t('payment.shopMore'),
  };
}

export type PaymentMessages = ReturnType<typeof paymentMessages>;

export function usePaymentMessages(): PaymentMessages {
  const t = usePaymentText();
  return useMemo(() => paymentMessages(t), [t]);
}
