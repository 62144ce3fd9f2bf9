import { useMemo } from 'react';
import { intlLocale, type Language } from './language';
import { useLanguage } from './use-catalogue';

const numberFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale.en, { maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat(intlLocale.bn, { maximumFractionDigits: 0 }),
};

/** Whole Taka as the spec writes it: `BDT 12,34,567/-` (lakh grouping). English only: see formatPrice. */
export function formatBdt(amount: number): string {
  return `BDT ${numberFormats.en.format(amount)}/-`;
}

/** A price in the language: English `BDT 1,00,800/-` (the spec's form), Bangla `৳ ১,০০,৮০০`. */
export function formatPrice(amount: number, language: Language): string {
  return language === 'bn' ? `৳ ${numberFormats.bn.format(amount)}` : formatBdt(amount);
}

/** A count or number in the language's digits (lakh grouping in both). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return options
    ? new Intl.NumberFormat(intlLocale[language], options).format(value)
    : numberFormats[language].format(value);
}

const defaultDate: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Dhaka' };

/** A date in the language (Bangla month names and digits), Dhaka time. */
export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = defaultDate,
): string {
  const locale = language === 'bn' ? intlLocale.bn : 'en-GB';
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', ...options }).format(new Date(date));
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
