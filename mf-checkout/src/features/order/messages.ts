import { useMemo } from 'react';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The order screen's text from the checkout dictionary, in the language shown now. */
export function orderMessages(t: CheckoutText) {
  return {
    title: t('order.title'),
    deliveryHeading: t('order.deliveryHeading'),
    paymentHeading: t('order.paymentHeading'),
    summaryHeading: t('order.summaryHeading'),
    paymentLegend: t('order.paymentLegend'),
    cod: t('order.cod'),
    codHint: t('order.codHint'),
    bkash: t('order.bkash'),
    bkashHint: t('order.bkashHint'),
    bkashSendTo: t('order.bkashSendTo'),
    bkashAmount: t('order.bkashAmount'),
    bkashNoNumber: t('order.bkashNoNumber'),
    bkashSteps: t('order.bkashSteps'),
    bkashOnline: t('order.bkashOnline'),
    bkashOnlineHint: t('order.bkashOnlineHint'),
    payWithBkash: t('order.payWithBkash'),
    redirecting: t('order.redirecting'),
    card: t('order.card'),
    cardHint: t('order.cardHint'),
    payByCard: t('order.payByCard'),
    redirectingCard: t('order.redirectingCard'),
    subtotal: t('order.subtotal'),
    shipping: t('order.shipping'),
    shippingTo: (district: string) => t('order.shippingTo', { district }),
    total: t('order.total'),
    unavailable: t('order.unavailable'),
    fixCart: t('order.fixCart'),
    placeOrder: t('order.placeOrder'),
    placing: t('order.placing'),
    emptyTitle: t('order.emptyTitle'),
    emptyText: t('order.emptyText'),
    browse: t('order.browse'),
    fixFields: t('order.fixFields'),
    required: t('order.required'),
    badMobile: t('order.badMobile'),
    badPostCode: t('order.badPostCode'),
    badEmail: t('order.badEmail'),
    badTrxId: t('order.badTrxId'),
    placed: (reference: string) => t('order.placed', { reference }),
    code: {
      heading: t('order.codeHeading'),
      introCod: (mobile: string) => t('order.codeIntroCod', { mobile }),
      introAll: (mobile: string) => t('order.codeIntroAll', { mobile }),
      noMobile: t('order.codeNoMobile'),
      send: t('order.sendCode'),
      sending: t('order.sendingCode'),
      sent: (mobile: string, minutes: number) => t('order.codeSent', { mobile, minutes }),
      label: t('order.codeLabel'),
      confirm: t('order.confirmCode'),
      checking: t('order.checkingCode'),
      resendIn: (time: string) => t('order.resendIn', { time }),
      resend: t('order.resendCode'),
      confirmed: (mobile: string) => t('order.codeConfirmed', { mobile }),
      first: t('order.codeFirst'),
      badCode: t('order.badCode'),
      /** The shop's SMS budget is spent (503 `otp.smsBudgetSpent`): with `cod`, bKash needs no code. */
      budgetSpent: (mode: 'cod' | 'all') =>
        mode === 'cod' ? t('order.codeBudgetSpentCod') : t('order.codeBudgetSpentAll'),
    },
    labels: {
      name: t('order.labels.name'),
      companyName: t('order.labels.companyName'),
      address: t('order.labels.address'),
      town: t('order.labels.town'),
      thana: t('order.labels.thana'),
      district: t('order.labels.district'),
      postCode: t('order.labels.postCode'),
      mobileNumber: t('order.labels.mobileNumber'),
      email: t('order.labels.email'),
      notes: t('order.labels.notes'),
      bkashMobile: t('order.labels.bkashMobile'),
      trxID: t('order.labels.trxID'),
    },
  };
}

export type OrderMessages = ReturnType<typeof orderMessages>;

/** orderMessages for the language shown now (re-renders on a language change). */
export function useOrderMessages(): OrderMessages {
  const t = useText();
  return useMemo(() => orderMessages(t), [t]);
}
