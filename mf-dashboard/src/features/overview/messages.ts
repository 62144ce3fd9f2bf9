import type { OrderStatus } from '@tyre/contracts/constants';

/** The order counts shown, in the order of the statuses' flow (titles: `status.<key>` in the dictionary). */
export const orderCountCards: readonly OrderStatus[] = [
  'payment_review',
  'pending',
  'processing',
  'shipped',
  'completed',
  'cancelled',
];
