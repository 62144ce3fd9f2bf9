import type { Language } from './language';

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/**
 * A whole number of 0 or more as Intl writes it in the language (en-IN, bn-BD), without Intl (a
 * page's first Intl number formatter costs a phone about 100 ms: format.ts): lakh grouping (the
 * last three digits, then pairs: 12,34,567) unless `grouped` is false, in the language's digits.
 * Other numbers: undefined.
 */
export function wholeNumber(value: number, language: Language, grouped = true): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0) return undefined;
  let digits = String(value);
  if (grouped && digits.length > 3) {
    const head = digits.slice(0, -3);
    digits = `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  }
  return language === 'bn' ? digits.replace(/[0-9]/g, (d) => bengaliDigits[Number(d)]!) : digits;
}
