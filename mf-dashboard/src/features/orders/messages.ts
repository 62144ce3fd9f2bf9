import type { OrderStatus } from '@tyre/contracts/constants';

/** The interface text of the orders screens (one place, for a later i18n layer). */
export const messages = {
  listTitle: 'Orders',
  listMatching: (search: string) => `Orders matching “${search}”`,
  searchPlaceholder: 'Reference, mobile or name',
  searchLabel: 'Search orders',
  statusFilterLabel: 'Status',
  paymentFilterLabel: 'Payment type',
  allStatuses: 'All statuses',
  allPayments: 'All payment types',
  dateRangeLabel: 'Order dates',
  totalOrders: (total: number) => `${total} orders`,
  columns: {
    reference: 'Reference',
    date: 'Date',
    customer: 'Customer',
    mobile: 'Mobile',
    district: 'District',
    total: 'Total',
    paymentType: 'Payment type',
    status: 'Status',
  },
  open: 'Open',
  back: 'All orders',
  detailTitle: (reference: string) => `Order ${reference}`,
  customer: 'Customer',
  delivery: 'Delivery',
  lines: 'Lines',
  totals: 'Totals',
  payment: 'Payment',
  history: 'History',
  actions: 'Change status',
  fields: {
    name: 'Name',
    company: 'Company',
    mobile: 'Mobile',
    email: 'Email',
    address: 'Address',
    town: 'Town',
    thana: 'Thana',
    district: 'District',
    postCode: 'Post code',
    notes: 'Customer notes',
    product: 'Product',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    shipping: 'Shipping',
    lineTotal: 'Line total',
    subtotal: 'Subtotal',
    total: 'Total',
    paymentType: 'Payment type',
    trxId: 'TrxID',
    sender: 'Sender (bKash number)',
    placed: 'Placed',
  },
  notePlaceholder: 'Note (optional, kept in the history)',
  noteLabel: 'Note',
  noMoves: 'This order is closed: no further status change.',
  placedBy: 'placed',
  by: (name: string) => `by ${name}`,
  confirmCancel: 'Are you sure want to cancel this order?',
  confirmReject: 'Are you sure want to reject this payment? The order will be cancelled.',
  yes: 'Yes',
  no: 'No',
  statusUpdated: 'Order status updated',
} as const;

/** The label of each status. */
export const statusLabels: Record<OrderStatus, string> = {
  payment_review: 'payment review',
  pending: 'pending',
  processing: 'processing',
  shipped: 'shipped',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** The button of each move (from → to). */
export function moveLabel(from: OrderStatus, to: OrderStatus): string {
  if (from === 'payment_review') return to === 'pending' ? 'Verify payment' : 'Reject payment';
  switch (to) {
    case 'processing':
      return 'Mark processing';
    case 'shipped':
      return 'Mark shipped';
    case 'completed':
      return 'Mark completed';
    case 'cancelled':
      return 'Cancel order';
    default:
      return `Move to ${statusLabels[to]}`;
  }
}
