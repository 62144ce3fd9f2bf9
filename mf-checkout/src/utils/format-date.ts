/** A date as Dhaka sees it, e.g. "20 Nov 2026". */
export const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }).format(new Date(iso));
