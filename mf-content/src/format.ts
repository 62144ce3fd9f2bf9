// Dates for the content pages. To move to the i18n layer's formatters when it lands.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment (ISO 8601) or a calendar day (`YYYY-MM-DD`, shown as that day wherever the browser is). */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? dayFormat.format(date) : dateFormat.format(date);
};
