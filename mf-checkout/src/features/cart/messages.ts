// The English text of the cart screen, kept in one place to move into catalogues later.
export const cartMessages = {
  title: 'Your cart',
  emptyTitle: 'Your cart is empty.',
  emptyText: 'Find the right tyre by size or by vehicle, then add it here.',
  browse: 'Browse products',
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  quantity: 'Quantity',
  remove: 'Remove',
  removeItem: (title: string) => `Remove ${title}`,
  subtotal: 'Subtotal',
  shippingDhaka: 'Shipping inside Dhaka',
  total: 'Total',
  shippingNote:
    'Shipping depends on the district: one rate inside Dhaka, another outside. You choose it at checkout.',
  checkout: 'Checkout',
  unavailable:
    'Some products cannot be ordered as they are. Reduce or remove the flagged lines to check out.',
  pricing: 'Checking prices and stock…',
} as const;
