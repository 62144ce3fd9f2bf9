import type { OrderStatus } from '@tyre/contracts/constants';

/** The interface text of the dashboard home. */
export const messages = {
  title: 'Dashboard',
  open: 'Open',
  retry: 'Retry',
  products: 'Products',
  users: 'Users',
  news: 'News posts',
  orders: 'Orders',
  allOrders: 'All orders',
} as const;

/** The order counts shown, in the order of the statuses' flow. */
export const orderCountCards: readonly { key: OrderStatus; title: string }[] = [
  { key: 'payment_review', title: 'Payment review' },
  { key: 'pending', title: 'Pending' },
  { key: 'processing', title: 'Processing' },
  { key: 'shipped', title: 'Shipped' },
  { key: 'completed', title: 'Completed' },
  { key: 'cancelled', title: 'Cancelled' },
];
