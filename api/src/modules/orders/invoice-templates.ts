import type { OrderLanguage, OrderStatus, PaymentType } from '@tyre/contracts';
import { districtName } from '@tyre/contracts/constants';

/**
 * Everything the PDF invoice writes that is not the order's own data, in one table per language:
 * the labels, and how it writes money, numbers, dates and districts. English keeps the invoice's
 * labels of before word for word; Bangla writes Bengali digits, Bangla month names (Dhaka time)
 * and the district's Bangla name.
 */
export interface InvoiceTemplate {
  title: string;
  reference: string;
  date: string;
  status: string;
  payment: string;
  bkashFrom: string;
  trxId: string;
  billTo: string;
  mobile: string;
  email: string;
  columns: {
    number: string;
    product: string;
    quantity: string;
    unitPrice: string;
    shipping: string;
    amount: string;
  };
  subtotal: string;
  shipping: string;
  total: string;
  notes: string;
  /** "Courier: Pathao Courier · Tracking no. DC123": the shipment's line */
  courier: string;
  trackingNumber: string;
  thanksCash: string;
  thanksBkash: string;
  statuses: Record<OrderStatus, string>;
  paymentTypes: Record<PaymentType, string>;
  /** An amount of whole Taka. */
  money: (amount: number) => string;
  /** A count (a line's number, a quantity). */
  count: (value: number) => string;
  /** The day of an instant, Dhaka time. */
  day: (iso: string) => string;
  /** A district's name. */
  district: (name: string) => string;
}

const dhakaDate = (locale: string, month: 'short' | 'long') => {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month,
    year: 'numeric',
  });
  return (iso: string) => format.format(new Date(iso));
};

const englishNumbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const banglaNumbers = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

/** BDT in lakh/crore grouping, as the shop shows prices: "BDT 1,23,450/-". */
export const bdt = (amount: number) => `BDT ${englishNumbers.format(amount)}/-`;

export const INVOICE_TEMPLATES: Record<OrderLanguage, InvoiceTemplate> = {
  en: {
    title: 'INVOICE',
    reference: 'Reference',
    date: 'Date',
    status: 'Status',
    payment: 'Payment',
    bkashFrom: 'bKash from',
    trxId: 'TrxID',
    billTo: 'Bill and deliver to',
    mobile: 'Mobile',
    email: 'E-mail',
    columns: {
      number: '#',
      product: 'Product',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      shipping: 'Shipping',
      amount: 'Amount',
    },
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    notes: 'Notes',
    courier: 'Courier',
    trackingNumber: 'Tracking no.',
    thanksCash: 'Please pay the total in cash when the tyres are delivered. Thank you for your order.',
    thanksBkash: 'Paid by bKash; the payment is checked against the TrxID above. Thank you for your order.',
    statuses: {
      awaiting_payment: 'Awaiting payment',
      payment_review: 'Payment under review',
      pending: 'Pending',
      processing: 'Processing',
      shipped: 'Shipped',
      completed: 'Completed',
      returned: 'Returned',
      cancelled: 'Cancelled',
    },
    paymentTypes: {
      'Cash on Delivery': 'Cash on Delivery',
      bKash: 'bKash',
      'bKash Online': 'bKash (online)',
      SSLCommerz: 'Card or mobile banking (SSLCommerz)',
    },
    money: bdt,
    count: String,
    // "23 Nov 2026"
    day: dhakaDate('en-GB', 'short'),
    district: (name) => name,
  },
  bn: {
    title: 'ইনভয়েস',
    reference: 'রেফারেন্স',
    date: 'তারিখ',
    status: 'অবস্থা',
    payment: 'পেমেন্ট',
    bkashFrom: 'বিকাশ নম্বর',
    trxId: 'TrxID',
    billTo: 'বিল ও ডেলিভারির ঠিকানা',
    mobile: 'মোবাইল',
    email: 'ই-মেইল',
    columns: {
      number: '#',
      product: 'পণ্য',
      quantity: 'পরিমাণ',
      unitPrice: 'একক দাম',
      shipping: 'ডেলিভারি চার্জ',
      amount: 'মূল্য',
    },
    subtotal: 'উপমোট',
    shipping: 'ডেলিভারি চার্জ',
    total: 'মোট',
    notes: 'নোট',
    courier: 'কুরিয়ার',
    trackingNumber: 'ট্র্যাকিং নম্বর',
    thanksCash: 'টায়ার পৌঁছালে মোট টাকা নগদে পরিশোধ করুন। অর্ডার করার জন্য ধন্যবাদ।',
    thanksBkash: 'বিকাশে পরিশোধিত; ওপরের TrxID দিয়ে পেমেন্ট যাচাই করা হয়। অর্ডার করার জন্য ধন্যবাদ।',
    statuses: {
      awaiting_payment: 'পেমেন্টের অপেক্ষায়',
      payment_review: 'পেমেন্ট যাচাই হচ্ছে',
      pending: 'অপেক্ষমাণ',
      processing: 'প্রস্তুত হচ্ছে',
      shipped: 'পাঠানো হয়েছে',
      completed: 'সম্পন্ন',
      returned: 'ফেরত এসেছে',
      cancelled: 'বাতিল',
    },
    paymentTypes: {
      'Cash on Delivery': 'ক্যাশ অন ডেলিভারি',
      bKash: 'বিকাশ',
      'bKash Online': 'বিকাশ (অনলাইন)',
      SSLCommerz: 'কার্ড বা মোবাইল ব্যাংকিং (SSLCommerz)',
    },
    // "৳ ১,২৩,৪৫০", as the site writes a price in Bangla
    money: (amount) => `৳ ${banglaNumbers.format(amount)}`,
    count: (value) => banglaNumbers.format(value),
    // "২৩ নভেম্বর, ২০২৬"
    day: dhakaDate('bn-BD', 'long'),
    district: (name) => districtName(name, 'bn'),
  },
};

/** The template of an order's language; orders placed before the language was kept are English. */
export const invoiceTemplate = (language: OrderLanguage | undefined): InvoiceTemplate =>
  INVOICE_TEMPLATES[language ?? 'en'];
