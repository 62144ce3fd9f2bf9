/** The interface text of the bKash number screens. */
export const messages = {
  title: 'bKash',
  activeNumber: 'Active bKash number',
  none: 'No bKash number is set.',
  updateLink: 'Update Mobile',
  updateTitle: 'Update bKash number',
  placeholder: 'Mobile Number',
  label: 'Mobile number',
  update: 'Update',
  updated: 'Mobile number updated',
  back: 'Back to bKash',
  hint: 'Customers paying by bKash send money to this number.',
} as const;
