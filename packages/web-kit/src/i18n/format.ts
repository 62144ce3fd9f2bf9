import { useMemo } from 'react';
import { intlLocale, type Language } from './language';
import { calendarDate, isCalendarDay } from './calendar-date';
import { dateFormat, numberFormat } from './intl-formatters';
import { wholeNumber } from './whole-number';
import { useLanguage } from './use-dictionary';

const wholeNumbers: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** `amount` rounded to whole Taka, as Intl writes it in the language. */
const wholeTaka = (amount: number, language: Language) =>
  wholeNumber(amount, language) ?? numberFormat(intlLocale[language], wholeNumbers).format(amount);

/** Whole Taka as the spec writes it: `BDT 12,34,567/-` (lakh grouping). English only: see formatPrice. */
export function formatBdt(amount: number): string {
  return `BDT ${wholeTaka(amount, 'en')}/-`;
}

/** A price in the language: English `BDT 1,00,800/-` (the spec's form), Bangla `৳ ১,০০,৮০০`. */
export function formatPrice(amount: number, language: Language): string {
  return language === 'bn' ? `৳ ${wholeTaka(amount, 'bn')}` : formatBdt(amount);
}

/** A count or number in the language's digits (lakh grouping in both). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const plain =
    options === undefined
      ? wholeNumber(value, language)
      : Object.keys(options).length === 1 && options.useGrouping === false
        ? wholeNumber(value, language, false)
        : undefined;
  return plain ?? numberFormat(intlLocale[language], options ?? wholeNumbers).format(value);
}

const defaultDate: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * ICU's Bangla data writes the 12-hour clock's day period in Latin letters ("৯:৪৩ PM"); Bangla
 * writes it as পূর্বাহ্ণ (before noon) and অপরাহ্ণ (after noon).
 */
const banglaDayPeriod: Readonly<Record<string, string>> = { AM: 'পূর্বাহ্ণ', PM: 'অপরাহ্ণ' };

/** A date in the language (Bangla month names, digits and day period), Dhaka time. */
export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = defaultDate,
): string {
  // the news's and the jobs' days need no Intl formatter (calendar-date.ts)
  const day = isCalendarDay(options) ? calendarDate(date, language) : undefined;
  if (day !== undefined) return day;
  const locale = language === 'bn' ? intlLocale.bn : 'en-GB';
  const format = dateFormat(locale, { timeZone: 'Asia/Dhaka', ...options });
  if (language === 'en') return format.format(new Date(date));
  return format
    .formatToParts(new Date(date))
    .map((part) =>
      part.type === 'dayPeriod' ? (banglaDayPeriod[part.value.toUpperCase()] ?? part.value) : part.value,
    )
    .join('');
}

export interface Formatters {
  language: Language;
  price: (amount: number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (date: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
}

/** The formatters of the language shown now (re-renders on a language change). */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      price: (amount) => formatPrice(amount, language),
      number: (value, options) => formatNumber(value, language, options),
      date: (date, options) => formatDate(date, language, options),
    }),
    [language],
  );
}
