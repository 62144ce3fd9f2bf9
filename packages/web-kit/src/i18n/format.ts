import { useMemo } from 'react';
import { intlLocale, type Language } from './language';
import { useLanguage } from './use-dictionary';

/*
 * The page's first Intl formatter is costly (the engine loads its locale data: about 60 ms on a
 * mid-range phone); the page template makes one when the browser is first idle (`intlWarmUp`,
 * packages/build-config/rspack.mjs), and later ones cost about 1 ms. Each is made when first
 * asked for, for its locale and options, and kept. None is made when this module loads: that
 * would add the engine's cost to the task that starts the app, when the browser was not idle yet.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `make` builds for `kind`, `locale` and `options`, made the first time and kept. */
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

const wholeNumbers: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** Whole Taka as the spec writes it: `BDT 12,34,567/-` (lakh grouping). English only: see formatPrice. */
export function formatBdt(amount: number): string {
  return `BDT ${numberFormat(intlLocale.en, wholeNumbers).format(amount)}/-`;
}

/** A price in the language: English `BDT 1,00,800/-` (the spec's form), Bangla `৳ ১,০০,৮০০`. */
export function formatPrice(amount: number, language: Language): string {
  return language === 'bn'
    ? `৳ ${numberFormat(intlLocale.bn, wholeNumbers).format(amount)}`
    : formatBdt(amount);
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/**
 * A whole number of 0 or more written without grouping, as Intl writes it in the language: the
 * first screen's numbers (the cart's count, the footer's year) need no formatter made for them.
 */
function plainDigits(value: number, language: Language): string {
  const digits = String(value);
  return language === 'bn' ? digits.replace(/[0-9]/g, (d) => bengaliDigits[Number(d)]!) : digits;
}

/** A count or number in the language's digits (lakh grouping in both). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const ungrouped =
    options === undefined ? value < 1000 : Object.keys(options).length === 1 && options.useGrouping === false;
  if (ungrouped && Number.isSafeInteger(value) && value >= 0) return plainDigits(value, language);
  return numberFormat(intlLocale[language], options ?? wholeNumbers).format(value);
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
