// The English text of the success screen, kept in one place to move into catalogues later.
export const successMessages = {
  title: 'Thank you for your order',
  reference: 'Your order reference',
  keepReference: 'Keep this reference: quote it when you call us about the order.',
  total: 'Total',
  nextHeading: 'What happens next',
  nextCod:
    'We will call you on {mobile} to confirm the order, then send the tyres. Pay the courier in cash on delivery.',
  nextBkash:
    'We verify your bKash payment (TrxID {trxID}) and then call you on {mobile} to confirm delivery.',
  invoice: 'View invoice',
  myOrders: 'My orders',
  shopMore: 'Continue shopping',
  noOrderTitle: 'No order to show.',
  noOrderText: 'Your orders are listed under My orders when you are logged in.',
} as const;

/** A message with its `{name}` slots filled. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
