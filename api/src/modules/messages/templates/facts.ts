// What a message says of an order, read from the order: its template (which event, how it is
// paid) and its facts written in the order's language.
import type { Order, OrderEvent, OrderLanguage, StatusChange } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { invoiceTemplate } from '../../orders/invoice-templates';
import type { MessageFacts, MessageKind } from './texts';

/** The language the order was placed in; orders from before it was kept are English. */
export const orderLanguage = (order: Order): OrderLanguage => order.language ?? 'en';

/**
 * The template of an event: an order placed has one for Cash on Delivery and one for bKash; a
 * payment verified or rejected through SSLCommerz has its own.
 */
export function messageKind(event: 'placed', order: Order): 'placed_cod' | 'placed_bkash';
export function messageKind(event: OrderEvent, order: Order): MessageKind;
export function messageKind(event: OrderEvent, order: Order): MessageKind {
  if (event === 'payment_verified' && order.payment.paymentType === 'SSLCommerz') return 'payment_received';
  // a payment SSLCommerz took and an admin rejected in review: not a TrxID that was not found
  if (event === 'payment_rejected' && order.payment.paymentType === 'SSLCommerz') return 'payment_declined';
  if (event !== 'placed') return event;
  return order.payment.paymentType === 'bKash' ? 'placed_bkash' : 'placed_cod';
}

export function messageFacts(
  order: Order,
  language: OrderLanguage,
  shopPhone?: string,
  change?: Pick<StatusChange, 'refund'>,
): MessageFacts {
  const courier = order.shipment?.courier;
  return {
    ...(change?.refund ? { refund: invoiceTemplate(language).money(change.refund.amount) } : {}),
    reference: order.reference,
    name: order.customer.name,
    total: invoiceTemplate(language).money(order.total),
    cod: order.payment.paymentType === 'Cash on Delivery',
    trxId: order.payment.trxID || undefined,
    courier: courier ? localized(courier, 'name', language) : undefined,
    trackingNumber: order.shipment?.trackingNumber || undefined,
    shopPhone: shopPhone?.trim() || undefined,
  };
}
