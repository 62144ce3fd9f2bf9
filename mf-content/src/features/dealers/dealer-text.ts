import type { Dealer, WeekDay } from '@tyre/contracts';
import { DISTRICT_DETAILS, WEEK_DAYS } from '@tyre/contracts/constants';
import { localized } from '@tyre/contracts/localized';
import type { Formatters } from '@tyre/web-kit';
import type { Translate } from '@tyre/web-kit';
import type en from './messages/en.json';

type DealersText = Translate<typeof en>;

type Lang = Pick<Formatters, 'language'>;

/** A dealer's text in the language shown: the Bangla twin when there is one. */
export const dealerText = (
  dealer: Pick<Dealer, 'name' | 'nameBn' | 'address' | 'addressBn' | 'upazila' | 'upazilaBn'>,
  key: 'name' | 'address' | 'upazila',
  format: Lang,
): string => localized(dealer, key, format.language) ?? '';

/** A district's name in the language shown. */
export const districtName = (district: string, format: Lang): string =>
  format.language === 'bn' ? (DISTRICT_DETAILS.find((d) => d.name === district)?.bn ?? district) : district;

/** A division's name in the language shown. */
export const divisionName = (division: string, format: Lang): string =>
  format.language === 'bn'
    ? (DISTRICT_DETAILS.find((d) => d.division === division)?.divisionBn ?? division)
    : division;

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** Digits in the language's script (phone numbers and hours keep their shape). */
export const digits = (text: string, format: Lang): string =>
  format.language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;

/** A phone number as people read it: 01711-223344, 02-9123456. */
export const phoneText = (phone: string): string =>
  /^01\d{9}$/.test(phone)
    ? `${phone.slice(0, 5)}-${phone.slice(5)}`
    : phone.startsWith('02')
      ? `${phone.slice(0, 2)}-${phone.slice(2)}`
      : phone;

/** The `tel:` address of a Bangladeshi number: the country code and the number without its 0. */
export const telHref = (phone: string): string => `tel:+88${phone}`;

/**
 * Directions to a dealer: the maps address that phones open in their map app (Google Maps on
 * Android and iOS when it is installed, the browser's map otherwise).
 */
export const directionsHref = (dealer: Pick<Dealer, 'lat' | 'lng'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${dealer.lat},${dealer.lng}`;

/** A day span as read: "Saturday to Thursday", "Every day", or the days one by one. */
export function daysText(days: readonly WeekDay[], t: DealersText): string {
  const sorted = WEEK_DAYS.filter((d) => days.includes(d));
  if (sorted.length === WEEK_DAYS.length) return t('dealers.everyDay');
  const first = WEEK_DAYS.indexOf(sorted[0]!);
  const consecutive = sorted.every((d, i) => WEEK_DAYS.indexOf(d) === first + i);
  if (consecutive && sorted.length > 2)
    return t('dealers.daysRange', {
      from: t(`dealers.days.${sorted[0]!}`),
      to: t(`dealers.days.${sorted[sorted.length - 1]!}`),
    });
  return sorted.map((d) => t(`dealers.days.${d}`)).join(', ');
}

/** Opening hours as read: "Saturday to Thursday, 09:00–20:00". */
export const hoursText = (hours: Dealer['hours'], t: DealersText, format: Lang): string =>
  `${daysText(hours.days, t)}, ${digits(`${hours.opens}–${hours.closes}`, format)}`;

/** The name of a record with a Bangla twin (`name` / `nameBn`) in the language shown. */
export const localizedName = (record: { name: string; nameBn: string }, format: Lang): string =>
  localized(record, 'name', format.language) ?? record.name;
