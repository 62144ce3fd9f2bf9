import { useMemo } from 'react';
import { usePaymentText, type PaymentText } from './messages/dictionary';

/** What a return page says in its gateway's words: bKash's, or SSLCommerz's (cards, mobile and internet banking). */
export interface GatewayTexts {
  title: string;
  checkingText: string;
  expiredText: string;
  payAgain: string;
  redirecting: string;
  startFailed: string;
  noPaymentText: string;
}

/** The payment return pages' text from their own dictionary, in the language shown now. */
export function paymentMessages(t: PaymentText) {
  return {
    reference: t('payment.reference'),
    total: t('payment.total'),
    paidTitle: t('payment.paidTitle'),
    paidText: t('payment.paidText'),
    reviewTitle: t('payment.reviewTitle'),
    reviewText: t('payment.reviewText'),
    failedTitle: t('payment.failedTitle'),
    failedText: t('payment.failedText'),
    cancelledTitle: t('payment.cancelledTitle'),
    cancelledText: t('payment.cancelledText'),
    checkingTitle: t('payment.checkingTitle'),
    expiredTitle: t('payment.expiredTitle'),
    unpaidTitle: t('payment.unpaidTitle'),
    payBy: (time: string) => t('payment.payBy', { time }),
    switchToCod: t('payment.switchToCod'),
    checkAgain: t('payment.checkAgain'),
    invoice: t('payment.invoice'),
    track: t('payment.track'),
    noPaymentTitle: t('payment.noPaymentTitle'),
    shopMore: t('payment.shopMore'),
    gateways: {
      bkash: {
        title: t('payment.title'),
        checkingText: t('payment.checkingText'),
        expiredText: t('payment.expiredText'),
        payAgain: t('payment.payAgain'),
        redirecting: t('payment.redirecting'),
        startFailed: t('payment.startFailed'),
        noPaymentText: t('payment.noPaymentText'),
      },
      sslcommerz: {
        title: t('payment.cardTitle'),
        checkingText: t('payment.cardCheckingText'),
        expiredText: t('payment.cardExpiredText'),
        payAgain: t('payment.cardPayAgain'),
        redirecting: t('payment.cardRedirecting'),
        startFailed: t('payment.cardStartFailed'),
        noPaymentText: t('payment.cardNoPaymentText'),
      },
    } satisfies Record<'bkash' | 'sslcommerz', GatewayTexts>,
  };
}

export type PaymentMessages = ReturnType<typeof paymentMessages>;

export function usePaymentMessages(): PaymentMessages {
  const t = usePaymentText();
  return useMemo(() => paymentMessages(t), [t]);
}
