// The e-mails: the customer's for each event (in the order's language) and the staff's for a new
// order (English), each as a subject with a plain-text part and an HTML part.
import type { Order, OrderLanguage } from '@tyre/contracts';
import { districtName } from '@tyre/contracts/constants';
import { localized } from '@tyre/contracts/localized';
import { invoiceTemplate } from '../../orders/invoice-templates';
import { emailHtml, emailText, type Block, type EmailDocument, type OrderLinesBlock } from './email-document';
import { CUSTOMER_TEXTS, KEEP_ALL, STAFF_TEXTS, type MessageFacts, type MessageKind } from './texts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const rendered = (doc: EmailDocument): RenderedEmail => ({
  subject: doc.subject,
  text: emailText(doc),
  html: emailHtml(doc),
});

/** The order's lines (titles in the language), with subtotal, shipping and total. */
function orderLines(order: Order, language: OrderLanguage, heading: string): OrderLinesBlock {
  const t = invoiceTemplate(language);
  return {
    kind: 'lines',
    heading,
    columns: {
      product: t.columns.product,
      quantity: t.columns.quantity,
      unitPrice: t.columns.unitPrice,
      amount: t.columns.amount,
    },
    rows: order.items.map((line) => ({
      title: localized({ title: line.title, titleBn: line.titleBn }, 'title', language),
      quantity: t.count(line.quantity),
      unitPrice: t.money(line.unitPrice),
      amount: t.money(line.lineTotal),
    })),
    totals: [
      [t.subtotal, t.money(order.subtotal)],
      [t.shipping, t.money(order.shipping)],
      [t.total, t.money(order.total)],
    ],
  };
}

/** How the order is paid: the payment type, and for bKash the TrxID. */
function payment(order: Order, language: OrderLanguage): [string, string][] {
  const t = invoiceTemplate(language);
  const rows: [string, string][] = [[t.payment, t.paymentTypes[order.payment.paymentType]]];
  if (order.payment.trxID) rows.push([t.trxId, order.payment.trxID]);
  return rows;
}

export function customerEmail(
  kind: MessageKind,
  order: Order,
  facts: MessageFacts,
  language: OrderLanguage,
  links: { trackUrl: string; invoiceUrl: string; shopName: string },
): RenderedEmail {
  const t = CUSTOMER_TEXTS[language];
  const shipment = order.shipment;
  const shipped: [string, string][] = [];
  if (facts.courier) shipped.push([t.email.courier, facts.courier]);
  if (facts.trackingNumber) shipped.push([t.email.trackingNumber, facts.trackingNumber]);
  const signature = [
    t.email.regards,
    links.shopName.trim(),
    facts.shopPhone && `${t.email.phone}: ${facts.shopPhone}`,
  ];
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.greeting(facts.name) },
    { kind: 'paragraph', text: t.body[kind](facts, KEEP_ALL) },
    orderLines(order, language, t.email.order(facts.reference)),
    { kind: 'facts', rows: payment(order, language) },
    ...(shipped.length ? [{ kind: 'facts' as const, rows: shipped }] : []),
    {
      kind: 'links',
      links: [
        { label: t.email.trackOrder, href: links.trackUrl },
        { label: t.email.invoice, href: links.invoiceUrl },
        ...(shipment?.trackingUrl ? [{ label: t.email.courierPage, href: shipment.trackingUrl }] : []),
      ],
    },
    { kind: 'paragraph', text: signature.filter(Boolean).join('\n') },
  ];
  const shopName = links.shopName.trim();
  const subject = shopName ? `${t.subject[kind](facts)} - ${shopName}` : t.subject[kind](facts);
  return rendered({ language, subject, blocks });
}

/** The staff's e-mail of a new order; a bKash one asks for its payment to be verified. */
export function staffEmail(
  kind: 'placed_cod' | 'placed_bkash' | 'placed_online' | 'placed_card',
  order: Order,
  facts: MessageFacts,
  dashboardUrl: string,
): RenderedEmail {
  const t = STAFF_TEXTS;
  const blocks: Block[] = [
    { kind: 'paragraph', text: t.intro(facts.reference) },
    {
      kind: 'facts',
      rows: [
        [t.customer, facts.name],
        [t.district, districtName(order.customer.district, 'en')],
        [invoiceTemplate('en').total, facts.total],
        ...payment(order, 'en'),
      ],
    },
    ...(kind === 'placed_bkash'
      ? [{ kind: 'paragraph' as const, text: t.verify(facts, order.payment.mobileNumber) }]
      : []),
    orderLines(order, 'en', t.lines),
    { kind: 'links', links: [{ label: t.openOrder, href: dashboardUrl }] },
  ];
  return rendered({ language: 'en', subject: t.subject[kind](facts), blocks });
}
