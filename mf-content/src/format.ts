// Date options shared by the content pages (the dates themselves go through the i18n layer's `useFormat().date`).

/** A day written out: `31 December 2026` / `৩১ ডিসেম্বর, ২০২৬`. */
export const dayFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
