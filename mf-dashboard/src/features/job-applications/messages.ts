/** The interface text of the job applications screen (jobs-request). */
export const messages = {
  title: 'Job Applications',
  intro: 'Each application with its CV; newest first.',
  applicant: 'Applicant',
  email: 'Email',
  mobile: 'Mobile',
  note: 'Cover note',
  sent: 'Sent',
  cvTitle: (name: string, job: string) => `CV of ${name} for ${job}`,
  download: 'Download',
  empty: 'No applications yet.',
  total: (count: number) => `${count} applications`,
  unknownJob: 'A job that was deleted',
} as const;
