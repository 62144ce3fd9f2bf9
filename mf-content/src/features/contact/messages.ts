// The English text of the contact page, kept in one place to move into catalogues later.
export const contactMessages = {
  title: 'Contact us',
  callOrWrite: 'Call or write',
  formTitle: 'Send us a message',
  formIntro:
    'Questions about a tyre, an order or a dealer near you? Write to us; we answer within a working day.',
  labels: {
    name: 'Your name',
    email: 'E-mail',
    mobile: 'Mobile number',
    subject: 'Subject',
    message: 'Message',
  },
  reachHint: 'An e-mail address or a mobile number, so that we can answer',
  send: 'Send message',
  sentTitle: 'Thank you — your message has been sent.',
  sentText: 'We will answer by e-mail or phone within a working day.',
  sentToast: 'Your message has been sent.',
} as const;
