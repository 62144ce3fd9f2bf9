// Every word the order messages say, in English and Bangla, in one place: the customer's SMS and
// e-mail per event, and the staff's e-mail (English). The invoice's labels (subtotal, shipping,
// total, payment, the payment types) and its way of writing money and counts come from the
// invoice templates, so a message and the invoice of one order say the same thing the same way.
//
// The order's data goes in as it is: the reference (TB-260001), a TrxID, a tracking number, a
// phone number and the links stay in Latin letters and digits, as they are typed or tapped;
// amounts and counts are written in the language (৳ ১২,৫০০ in Bangla).
import type { OrderEvent, OrderLanguage } from '@tyre/contracts';

/**
 * The template of a message: `placed` has one for each way to pay; a payment verified is a
 * payment received when SSLCommerz took it, and a payment rejected in review is a card or online
 * payment declined (its money given back) when SSLCommerz took it.
 */
export type MessageKind =
  Exclude<OrderEvent, 'placed'> | 'placed_cod' | 'placed_bkash' | 'payment_received' | 'payment_declined';

/** What a message says of its order, amounts already written in the order's language. */
export interface MessageFacts {
  reference: string;
  /** The customer's name. */
  name: string;
  /** The order's total (BDT 12,500/- or ৳ ১২,৫০০). */
  total: string;
  /** Cash on Delivery (else bKash). */
  cod: boolean;
  /** bKash: the TrxID the customer gave. */
  trxId?: string;
  /** The courier's name in the order's language, when the order was shipped with one. */
  courier?: string;
  trackingNumber?: string;
  /** The shop's phone number, when it has one to give. */
  shopPhone?: string;
  /** A refund: its amount, written in the order's language. */
  refund?: string;
}

/**
 * The parts an SMS may leave out, in the order it leaves them out while it is longer than two
 * SMS: first the courtesies, then the details the tracking page shows too. The reference and the
 * tracking link are no optional part: they are always sent, whole.
 */
export const SMS_OPTIONAL_PARTS = [
  'signoff',
  'extra',
  'greeting',
  'trackLabel',
  'phone',
  'trxId',
  'total',
  'courier',
  'trackingNumber',
] as const;
export type OptionalPart = (typeof SMS_OPTIONAL_PARTS)[number];
/** Which optional parts a text keeps (a part with no data is left out whatever this says). */
export type Kept = Readonly<Record<OptionalPart, boolean>>;
export const KEEP_ALL: Kept = Object.fromEntries(SMS_OPTIONAL_PARTS.map((part) => [part, true])) as Record<
  OptionalPart,
  boolean
>;

/** The sentences given, those that are not left out, joined by a space. */
const sentences = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');
/** " (a, b)" of the items given, or '' when none is. */
const aside = (...items: (string | false | undefined)[]) => {
  const given = items.filter(Boolean);
  return given.length ? ` (${given.join(', ')})` : '';
};

export interface CustomerTexts {
  greeting: (name: string) => string;
  /** The label before the tracking link in an SMS ('Track: '). */
  trackLabel: string;
  signoff: (shopName: string) => string;
  subject: Record<MessageKind, (f: MessageFacts) => string>;
  /**
   * What the event tells the customer, keeping the optional parts `keep` keeps. The courier's
   * line (shipped) is written by `shipment`, after the body.
   */
  body: Record<MessageKind, (f: MessageFacts, keep: Kept) => string>;
  /** The shipped SMS's line with the courier and the tracking number ('' when neither is kept). */
  shipment: (courier: string | false | undefined, trackingNumber: string | false | undefined) => string;
  email: {
    order: (reference: string) => string;
    courier: string;
    trackingNumber: string;
    courierPage: string;
    trackOrder: string;
    invoice: string;
    phone: string;
    regards: string;
  };
}

const en: CustomerTexts = {
  greeting: (name) => `Dear ${name},`,
  trackLabel: 'Track: ',
  signoff: (shopName) => `- ${shopName}`,
  subject: {
    placed_cod: (f) => `Order ${f.reference} received`,
    placed_bkash: (f) => `Order ${f.reference} received: bKash payment being verified`,
    payment_verified: (f) => `bKash payment verified for order ${f.reference}`,
    payment_received: (f) => `Payment received for order ${f.reference}`,
    payment_rejected: (f) => `Order ${f.reference} cancelled: bKash payment not verified`,
    payment_declined: (f) => `Order ${f.reference} cancelled: your payment could not be accepted`,
    processing: (f) => `Order ${f.reference} is being prepared`,
    shipped: (f) => `Order ${f.reference} has been shipped`,
    completed: (f) => `Order ${f.reference} delivered`,
    returned: (f) => `Order ${f.reference} returned to us`,
    cancelled: (f) => `Order ${f.reference} cancelled`,
    refunded: (f) => `Refund for order ${f.reference}`,
  },
  body: {
    placed_cod: (f, k) =>
      sentences(
        `Your order ${f.reference} has been received.`,
        k.total && `Please pay ${f.total} in cash on delivery.`,
        k.extra && 'We will call you to confirm it.',
      ),
    placed_bkash: (f, k) =>
      sentences(
        `Your order ${f.reference} has been received and we are verifying your bKash payment${aside(
          k.trxId && f.trxId && `TrxID ${f.trxId}`,
          k.total && f.total,
        )}.`,
        k.extra && 'We will ship it once the payment is verified.',
      ),
    payment_verified: (f, k) =>
      sentences(
        `Your bKash payment${aside(k.total && f.total)} for order ${f.reference} has been verified.`,
        k.extra && 'We are now preparing your order.',
      ),
    payment_received: (f, k) =>
      sentences(
        `We have received your payment${aside(k.total && f.total)} for order ${f.reference}.`,
        k.extra && 'We are now preparing your order.',
      ),
    payment_rejected: (f, k) =>
      sentences(
        `${k.extra ? 'Sorry, we' : 'We'} could not verify the bKash payment${aside(
          k.trxId && f.trxId && `TrxID ${f.trxId}`,
        )} for order ${f.reference}, so it has been cancelled.`,
        k.phone && f.shopPhone && `If you have paid, please call us on ${f.shopPhone}.`,
      ),
    payment_declined: (f, k) =>
      sentences(
        `${k.extra ? 'Sorry, we' : 'We'} could not accept your card or online payment${aside(
          k.total && f.total,
        )} for order ${f.reference}, so it has been cancelled.`,
        'The money is being returned the way you paid.',
        k.extra && 'It may take a few working days to reach you.',
        k.phone && f.shopPhone && `For any question, please call us on ${f.shopPhone}.`,
      ),
    processing: (f, k) =>
      sentences(
        `Your order ${f.reference} is being prepared for delivery.`,
        k.extra && 'We will let you know when it ships.',
      ),
    shipped: (f, k) =>
      sentences(
        `Your order ${f.reference} has been shipped.`,
        f.cod && k.total && `Please keep ${f.total} ready to pay on delivery.`,
      ),
    completed: (f, k) =>
      sentences(
        `Your order ${f.reference} has been delivered.`,
        k.extra && 'Thank you for shopping with us!',
      ),
    returned: (f, k) =>
      sentences(
        `The courier could not deliver your order ${f.reference} and has returned it to us.`,
        k.phone && f.shopPhone && `To have it sent again, please call us on ${f.shopPhone}.`,
      ),
    cancelled: (f, k) =>
      sentences(
        `Your order ${f.reference} has been cancelled.`,
        k.phone && f.shopPhone && `For any question, please call us on ${f.shopPhone}.`,
      ),
    refunded: (f, k) =>
      sentences(
        `We have refunded ${f.refund ?? ''} of your payment for order ${f.reference}.`,
        k.extra && 'It goes back the way you paid and may take a few working days to reach you.',
        k.phone && f.shopPhone && `For any question, please call us on ${f.shopPhone}.`,
      ),
  },
  shipment: (courier, trackingNumber) =>
    [courier && `Courier: ${courier}`, trackingNumber && `Tracking no: ${trackingNumber}`]
      .filter(Boolean)
      .join(', '),
  email: {
    order: (reference) => `Order ${reference}`,
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    courierPage: "Follow it on the courier's website",
    trackOrder: 'Track your order',
    invoice: 'View the invoice',
    phone: 'Phone',
    regards: 'Thank you,',
  },
};

const bn: CustomerTexts = {
  greeting: (name) => `প্রিয় ${name},`,
  trackLabel: 'ট্র্যাক করুন: ',
  signoff: (shopName) => `- ${shopName}`,
  subject: {
    placed_cod: (f) => `অর্ডার ${f.reference} গ্রহণ করা হয়েছে`,
    placed_bkash: (f) => `অর্ডার ${f.reference} গ্রহণ করা হয়েছে: বিকাশ পেমেন্ট যাচাই হচ্ছে`,
    payment_verified: (f) => `অর্ডার ${f.reference} এর বিকাশ পেমেন্ট যাচাই হয়েছে`,
    payment_received: (f) => `অর্ডার ${f.reference} এর পেমেন্ট পেয়েছি`,
    payment_rejected: (f) => `অর্ডার ${f.reference} বাতিল: বিকাশ পেমেন্ট যাচাই করা যায়নি`,
    payment_declined: (f) => `অর্ডার ${f.reference} বাতিল: আপনার পেমেন্ট গ্রহণ করা যায়নি`,
    processing: (f) => `অর্ডার ${f.reference} প্রস্তুত করা হচ্ছে`,
    shipped: (f) => `অর্ডার ${f.reference} পাঠানো হয়েছে`,
    completed: (f) => `অর্ডার ${f.reference} ডেলিভারি করা হয়েছে`,
    returned: (f) => `অর্ডার ${f.reference} আমাদের কাছে ফেরত এসেছে`,
    cancelled: (f) => `অর্ডার ${f.reference} বাতিল করা হয়েছে`,
    refunded: (f) => `অর্ডার ${f.reference} এর টাকা ফেরত`,
  },
  body: {
    placed_cod: (f, k) =>
      sentences(
        `আপনার অর্ডার ${f.reference} গ্রহণ করা হয়েছে।`,
        k.total && `পণ্য হাতে পেয়ে ${f.total} পরিশোধ করবেন।`,
        k.extra && 'অর্ডার নিশ্চিত করতে আমরা আপনাকে ফোন করব।',
      ),
    placed_bkash: (f, k) =>
      sentences(
        `আপনার অর্ডার ${f.reference} পেয়েছি, বিকাশ পেমেন্ট${aside(
          k.trxId && f.trxId && `TrxID ${f.trxId}`,
          k.total && f.total,
        )} যাচাই হচ্ছে।`,
        k.extra && 'যাচাই শেষে আমরা পণ্য পাঠাব।',
      ),
    payment_verified: (f, k) =>
      sentences(
        `অর্ডার ${f.reference} এর বিকাশ পেমেন্ট${aside(k.total && f.total)} যাচাই হয়েছে।`,
        k.extra && 'এখন আপনার অর্ডার প্রস্তুত করা হচ্ছে।',
      ),
    payment_received: (f, k) =>
      sentences(
        `অর্ডার ${f.reference} এর পেমেন্ট${aside(k.total && f.total)} পেয়েছি।`,
        k.extra && 'এখন আপনার অর্ডার প্রস্তুত করা হচ্ছে।',
      ),
    payment_rejected: (f, k) =>
      sentences(
        `${k.extra ? 'দুঃখিত, ' : ''}বিকাশ পেমেন্ট${aside(
          k.trxId && f.trxId && `TrxID ${f.trxId}`,
        )} যাচাই না হওয়ায় অর্ডার ${f.reference} বাতিল হয়েছে।`,
        k.phone && f.shopPhone && `টাকা পাঠিয়ে থাকলে ${f.shopPhone} নম্বরে ফোন করুন।`,
      ),
    payment_declined: (f, k) =>
      sentences(
        `${k.extra ? 'দুঃখিত, আপনার কার্ড বা অনলাইন ' : ''}পেমেন্ট${aside(
          k.total && f.total,
        )} গ্রহণ করা যায়নি, অর্ডার ${f.reference} বাতিল; টাকা ফেরত যাচ্ছে।`,
        k.extra && 'যেভাবে পেমেন্ট করেছিলেন সেভাবেই ফেরত যাবে; পৌঁছাতে কয়েক কার্যদিবস লাগতে পারে।',
        k.phone && f.shopPhone && `কোনো প্রশ্ন থাকলে ${f.shopPhone} নম্বরে ফোন করুন।`,
      ),
    processing: (f, k) =>
      sentences(`আপনার অর্ডার ${f.reference} প্রস্তুত করা হচ্ছে।`, k.extra && 'পাঠানো হলে আপনাকে জানাব।'),
    shipped: (f, k) =>
      sentences(
        `অর্ডার ${f.reference} পাঠানো হয়েছে।`,
        f.cod && k.total && `ডেলিভারির সময় ${f.total} প্রস্তুত রাখুন।`,
      ),
    completed: (f, k) =>
      sentences(
        `আপনার অর্ডার ${f.reference} ডেলিভারি করা হয়েছে।`,
        k.extra && 'আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!',
      ),
    returned: (f, k) =>
      sentences(
        `অর্ডার ${f.reference} ডেলিভারি হয়নি, কুরিয়ার ফেরত দিয়েছে।`,
        k.phone && f.shopPhone && `আবার পাঠাতে চাইলে ${f.shopPhone} নম্বরে ফোন করুন।`,
      ),
    cancelled: (f, k) =>
      sentences(
        `আপনার অর্ডার ${f.reference} বাতিল করা হয়েছে।`,
        k.phone && f.shopPhone && `কোনো প্রশ্ন থাকলে ${f.shopPhone} নম্বরে ফোন করুন।`,
      ),
    refunded: (f, k) =>
      sentences(
        `অর্ডার ${f.reference}-এর ${f.refund ?? ''} ফেরত দেওয়া হয়েছে।`,
        k.extra && 'যেভাবে পেমেন্ট করেছিলেন সেভাবেই টাকা ফেরত যাবে; পৌঁছাতে কয়েক কার্যদিবস লাগতে পারে।',
        k.phone && f.shopPhone && `কোনো প্রশ্ন থাকলে ${f.shopPhone} নম্বরে ফোন করুন।`,
      ),
  },
  shipment: (courier, trackingNumber) =>
    [courier && `কুরিয়ার: ${courier}`, trackingNumber && `ট্র্যাকিং নং: ${trackingNumber}`]
      .filter(Boolean)
      .join(', '),
  email: {
    order: (reference) => `অর্ডার ${reference}`,
    courier: 'কুরিয়ার',
    trackingNumber: 'ট্র্যাকিং নম্বর',
    courierPage: 'কুরিয়ারের ওয়েবসাইটে দেখুন',
    trackOrder: 'অর্ডার ট্র্যাক করুন',
    invoice: 'ইনভয়েস দেখুন',
    phone: 'ফোন',
    regards: 'ধন্যবাদান্তে,',
  },
};

export const CUSTOMER_TEXTS: Record<OrderLanguage, CustomerTexts> = { en, bn };

/** The staff's e-mail (English): a new order, and for bKash the payment to verify. */
export const STAFF_TEXTS = {
  subject: {
    placed_cod: (f: MessageFacts) => `New order ${f.reference}: ${f.total}, Cash on Delivery`,
    placed_bkash: (f: MessageFacts) =>
      `New order ${f.reference}: bKash payment to verify (TrxID ${f.trxId ?? '-'})`,
    placed_online: (f: MessageFacts) =>
      `New order ${f.reference}: ${f.total}, paid with bKash online (TrxID ${f.trxId ?? '-'})`,
    placed_card: (f: MessageFacts) =>
      `New order ${f.reference}: ${f.total}, paid through SSLCommerz (bank transaction ${f.trxId ?? '-'})`,
  },
  intro: (reference: string) => `A new order has been placed: ${reference}.`,
  customer: 'Customer',
  district: 'District',
  /** What to do with a bKash order: its status is "Payment under review" until then. */
  verify: (f: MessageFacts, from: string | undefined) =>
    `Payment to verify: look for TrxID ${f.trxId ?? '-'} (${f.total}${from ? ` from ${from}` : ''}) ` +
    'on the bKash statement, then move the order to Pending, or cancel it if the payment is not there.',
  lines: 'Order lines',
  openOrder: 'Open the order in the dashboard',
} as const;
