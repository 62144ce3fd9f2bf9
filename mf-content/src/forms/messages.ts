// The English text shared by the content forms, kept in one place to move into catalogues later.
export const formMessages = {
  required: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  tooShort: (min: number) => `must be at least ${min} characters`,
  badEmail: 'must be a valid e-mail address',
  badMobile: 'must be a Bangladeshi mobile number (01XXXXXXXXX)',
  emailOrMobile: 'Give an e-mail address or a mobile number so that we can answer',
  fileTooBig: (mb: number) => `must be at most ${mb} MB`,
  fileType: (kinds: string) => `must be ${kinds}`,
  fixFields: 'Please correct the fields marked below.',
  sending: 'Sending…',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  progressLabel: 'Upload progress',
  tooMany: (minutes: number) =>
    `You have sent several forms in a short time. Please wait about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and send it again — what you typed is kept.`,
  tooManySoon:
    'You have sent several forms in a short time. Please wait a minute and send it again — what you typed is kept.',
  sendAnother: 'Send another',
  honeypotLabel: 'Leave this field empty',
} as const;
