// Orders as the API answers them (plain objects of the contract type), to render messages from.
import type { Order, OrderLanguage } from '@tyre/contracts';
import type { District } from '@tyre/contracts/constants';
import type { MessageLinks } from '..';

const at = '2026-03-10T08:00:00.000Z';

export type Shipment = NonNullable<Order['shipment']>;

export interface OrderOptions {
  /** Absent: an order from before the language was kept (English). */
  language?: OrderLanguage;
  bkash?: boolean;
  shipment?: Shipment;
  reference?: string;
  name?: string;
  district?: District;
  items?: Order['items'];
}

export const gripPro: Order['items'][number] = {
  product: '665f1c2e8b3a4d0012345671',
  title: 'Grip Pro 90/90-17',
  titleBn: 'গ্রিপ প্রো ৯০/৯০-১৭',
  slug: 'grip-pro-90-90-17',
  quantity: 2,
  regularPrice: 4800,
  unitPrice: 4500,
  lineTotal: 9000,
  shipping: 240,
};

/** A line with no Bangla title: a Bangla message shows its English one. */
export const cityRider: Order['items'][number] = {
  product: '665f1c2e8b3a4d0012345672',
  title: 'City Rider 2.75-18',
  slug: 'city-rider-2-75-18',
  quantity: 1,
  regularPrice: 3500,
  unitPrice: 3500,
  lineTotal: 3500,
  shipping: 120,
};

export const pathao: Shipment = {
  courier: { _id: '665f1c2e8b3a4d0012345681', name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' },
  trackingNumber: 'DP120326ABC',
  trackingUrl: 'https://courier.example.com/track/DP120326ABC',
  at,
};

export function testOrder(options: OrderOptions = {}): Order {
  const items = options.items ?? [gripPro, cityRider];
  const subtotal = items.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = items.reduce((sum, line) => sum + line.shipping, 0);
  return {
    _id: '665f1c2e8b3a4d0012345678',
    reference: options.reference ?? 'TB-260001',
    key: 'k7Qx2mZp9VbN4cLw8RtY3sHd',
    userId: null,
    items,
    customer: {
      name: options.name ?? 'Rahim Uddin',
      address: 'House 12, Road 5',
      thana: 'Dhanmondi',
      district: options.district ?? 'Dhaka',
      mobileNumber: '01712345678',
      email: 'rahim@example.com.bd',
    },
    payment: options.bkash
      ? { paymentType: 'bKash', mobileNumber: '01898765432', trxID: '8N7A6B5C4D' }
      : { paymentType: 'Cash on Delivery' },
    subtotal,
    shipping,
    total: subtotal + shipping,
    status: options.bkash ? 'payment_review' : 'pending',
    history: [{ from: null, to: options.bkash ? 'payment_review' : 'pending', by: null, at }],
    ...(options.language ? { language: options.language } : {}),
    ...(options.shipment ? { shipment: options.shipment } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

export const ORIGIN = 'https://tyrebrand.com.bd';

export function linksFor(order: Order, origin = ORIGIN): MessageLinks & { dashboardUrl: string } {
  return {
    trackUrl: `${origin}/track?ref=${order.reference}`,
    invoiceUrl: `${origin}/invoice/${order.key}`,
    shopName: 'Tyre Brand',
    shopPhone: '09612-345678',
    dashboardUrl: `${origin}/dashboard/orders/${order.key}`,
  };
}
