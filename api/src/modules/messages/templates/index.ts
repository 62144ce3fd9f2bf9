// The messages of an order event: the customer's SMS and e-mail in the order's language, and the
// staff's e-mail. Pure functions of the order and the links; the outbox stores what they return.
// The words are in texts.ts, the SMS counter in sms-segments.ts.
import type { Order, OrderEvent, StatusChange } from '@tyre/contracts';
import { customerEmail, staffEmail, type RenderedEmail } from './email';
import { messageFacts, messageKind, orderLanguage } from './facts';
import { customerSms } from './sms';

export { smsSegments, type SmsCount } from './sms-segments';
export { codeSms } from './code-sms';
export { SMS_MAX_SEGMENTS } from './sms';
export type { RenderedEmail };

export interface MessageLinks {
  /** `${PUBLIC_ORIGIN}/track?ref=<reference>` */
  trackUrl: string;
  /** `${PUBLIC_ORIGIN}/invoice/<key>` */
  invoiceUrl: string;
  shopName: string;
  shopPhone?: string;
}

export interface RenderedSms {
  text: string;
}

/**
 * The customer's SMS and e-mail for an event, in the order's language (order.language ?? 'en');
 * `change` is the history entry of the event (a refund's amount is in it).
 */
export function customerMessages(
  event: OrderEvent,
  order: Order,
  links: MessageLinks,
  change?: Pick<StatusChange, 'refund'>,
): { sms: RenderedSms; email: RenderedEmail } {
  const language = orderLanguage(order);
  const kind = messageKind(event, order);
  const facts = messageFacts(order, language, links.shopPhone, change);
  return {
    sms: { text: customerSms(kind, facts, language, links) },
    email: customerEmail(kind, order, facts, language, links),
  };
}

/**
 * The staff e-mail for an event, or null when staff are not told of it (they are told of
 * `placed`: new order, and of a bKash order placed: payment to verify). English.
 */
export function staffMessage(
  event: OrderEvent,
  order: Order,
  links: MessageLinks & { dashboardUrl: string },
): RenderedEmail | null {
  // an order paid online is news for the shop once it is paid (its placement sent nothing)
  if (event === 'payment_verified' && order.payment.paymentType === 'bKash Online')
    return staffEmail('placed_online', order, messageFacts(order, 'en', links.shopPhone), links.dashboardUrl);
  if (event === 'payment_verified' && order.payment.paymentType === 'SSLCommerz')
    return staffEmail('placed_card', order, messageFacts(order, 'en', links.shopPhone), links.dashboardUrl);
  if (event !== 'placed') return null;
  return staffEmail(
    messageKind(event, order),
    order,
    messageFacts(order, 'en', links.shopPhone),
    links.dashboardUrl,
  );
}
