import { useMemo } from 'react';
import { useText, type CheckoutText } from '../../messages/dictionary';

/** The invoice screen's text from the checkout dictionary, in the language shown now. */
export function invoiceMessages(t: CheckoutText) {
  return {
    title: t('invoice.title'),
    reference: t('invoice.reference'),
    date: t('invoice.date'),
    status: t('invoice.status'),
    billTo: t('invoice.billTo'),
    payment: t('invoice.payment'),
    cod: t('order.cod'),
    bkash: t('order.bkash'),
    bkashOnline: t('order.bkashOnline'),
    bkashFrom: (mobile: string, trxID: string) => t('invoice.bkashFrom', { mobile, trxID }),
    product: t('invoice.product'),
    quantity: t('invoice.quantity'),
    unitPrice: t('invoice.unitPrice'),
    lineTotal: t('invoice.lineTotal'),
    subtotal: t('invoice.subtotal'),
    shipping: t('invoice.shipping'),
    total: t('invoice.total'),
    print: t('invoice.print'),
    downloadPdf: t('invoice.downloadPdf'),
    downloading: t('invoice.downloading'),
    thanks: t('invoice.thanks'),
  };
}

export type InvoiceMessages = ReturnType<typeof invoiceMessages>;

/** invoiceMessages for the language shown now (re-renders on a language change). */
export function useInvoiceMessages(): InvoiceMessages {
  const t = useText();
  return useMemo(() => invoiceMessages(t), [t]);
}
