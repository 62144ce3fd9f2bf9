// The English text of the my-orders screen, kept in one place to move into catalogues later.
export const myOrdersMessages = {
  title: 'My orders',
  reference: 'Reference',
  date: 'Date',
  total: 'Total',
  status: 'Status',
  invoice: 'Invoice',
  invoiceOf: (reference: string) => `Invoice of ${reference}`,
  emptyTitle: 'You have no orders yet.',
  emptyText: 'Orders you place while logged in are listed here.',
  browse: 'Browse products',
} as const;
