import type { Language } from './language';
import { wholeNumber } from './whole-number';

const months: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

/** Dhaka's offset from UTC: six hours all year (no daylight saving since 2009). */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** Whether `options` ask for the day, the month's full name and the year, and nothing else. */
export const isCalendarDay = (options: Intl.DateTimeFormatOptions): boolean => {
  const keys = Object.keys(options);
  return (
    keys.length === 3 && options.day === 'numeric' && options.month === 'long' && options.year === 'numeric'
  );
};

/**
 * A day as Intl writes `{ day: 'numeric', month: 'long', year: 'numeric' }` in Dhaka time, without
 * Intl (a page's first date formatter costs a phone about 100 ms, as a number formatter does:
 * intl-formatters.ts): en-GB `26 November 2026`, bn-BD `২৬ নভেম্বর, ২০২৬`. The news and the jobs
 * show their dates this way. An invalid date or a year before 1 or after 9999: undefined.
 */
export function calendarDate(date: Date | string | number, language: Language): string | undefined {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return undefined;
  const dhaka = new Date(time + dhakaOffsetMs);
  const year = dhaka.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  const day = wholeNumber(dhaka.getUTCDate(), language);
  const month = months[language][dhaka.getUTCMonth()];
  const yearText = wholeNumber(year, language, false);
  return language === 'bn' ? `${day} ${month}, ${yearText}` : `${day} ${month} ${yearText}`;
}
