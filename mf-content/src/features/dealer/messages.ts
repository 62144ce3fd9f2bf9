// The English text of the dealership page, kept in one place to move into catalogues later.
export const dealerMessages = {
  title: 'Dealership',
  intro:
    'Sell our tyres in your area. We work with tyre shops, service centres and distributors in all 64 districts.',
  whyTitle: 'Why become a dealer',
  reasons: [
    {
      title: 'Dealer prices and margins',
      text: 'Buy at dealer prices with a fair margin on every tyre you sell.',
    },
    {
      title: 'Stock when you need it',
      text: 'Orders from our warehouses reach your shop within days, in every district.',
    },
    {
      title: 'Warranty handled for you',
      text: 'We stand behind every tyre: claims go through us, not through your cash box.',
    },
    {
      title: 'Signboards and training',
      text: 'Shop signs, posters and product training for you and your staff.',
    },
  ],
  formTitle: 'Send a dealership request',
  formIntro: 'Tell us about your business. No account is needed; we answer every request by phone or e-mail.',
  labels: {
    name: 'Your name',
    companyName: 'Company name',
    email: 'E-mail',
    mobile: 'Mobile number',
    message: 'Message',
    file: 'Trade licence or shop photo',
  },
  fileHint: 'An image (JPEG, PNG or WebP) or a PDF of at most 5 MB',
  fileKinds: 'an image (JPEG, PNG or WebP) or a PDF',
  send: 'Send request',
  sentTitle: 'Thank you — your request has been sent.',
  sentText: 'Our dealer team will call or e-mail you within a few working days.',
  sentToast: 'Your dealership request has been sent.',
} as const;
