import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBdt, formatDate, formatNumber, formatPrice } from '../format';
import { intlLocale } from '../language';

describe('formatting in the chosen language', () => {
  it('when the language is English, then a price keeps the spec’s form with lakh grouping', () => {
    expect(formatPrice(100800, 'en')).toBe('BDT 1,00,800/-');
    expect(formatPrice(1234567, 'en')).toBe('BDT 12,34,567/-');
    expect(formatBdt(950)).toBe('BDT 950/-');
  });

  it('when the language is Bangla, then a price has the Taka sign and Bengali digits in lakh grouping', () => {
    expect(formatPrice(100800, 'bn')).toBe('৳ ১,০০,৮০০');
    expect(formatPrice(950, 'bn')).toBe('৳ ৯৫০');
  });

  it('when a count is written, then it uses the language’s digits', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(3, 'bn')).toBe('৩');
  });

  it('when a date is written, then Bangla has Bengali month names and digits (Dhaka time)', () => {
    // 2026-03-04 20:00 UTC is already 5 March in Dhaka
    const date = '2026-03-04T20:00:00.000Z';
    expect(formatDate(date, 'en')).toBe('5 Mar 2026');
    const bangla = formatDate(date, 'bn', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(bangla).toContain('৫');
    expect(bangla).toContain('মার্চ');
    expect(bangla).toContain('২০২৬');
    expect(bangla).not.toMatch(/[0-9]/);
  });

  it('when a Bangla date has a 12-hour time, then its day period is written in Bangla (never AM/PM) with Bengali digits', () => {
    // 03:05 UTC is 09:05 in Dhaka (before noon); 15:40 UTC is 21:40 (after noon)
    const time: Intl.DateTimeFormatOptions = {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    };
    const morning = formatDate('2026-03-05T03:05:00.000Z', 'bn', time);
    const evening = formatDate('2026-03-05T15:40:00.000Z', 'bn', time);
    expect(morning).toContain('পূর্বাহ্ণ');
    expect(morning).toContain('০৯:০৫');
    expect(evening).toContain('অপরাহ্ণ');
    expect(evening).toContain('০৯:৪০');
    expect(
      formatDate('2026-03-05T15:40:00.000Z', 'bn', { dateStyle: 'medium', timeStyle: 'short' }),
    ).toContain('অপরাহ্ণ');
    for (const text of [morning, evening]) expect(text).not.toMatch(/[0-9]|AM|PM/i);
    // English keeps its own
    expect(formatDate('2026-03-05T15:40:00.000Z', 'en', time)).toBe('05 Mar 2026, 21:40');
  });

  afterEach(() => vi.restoreAllMocks());

  it('when the module loads, then it makes no formatter (that would be in the task that starts the app); each locale and options is made when first asked for, once, and kept', async () => {
    vi.resetModules();
    const { NumberFormat, DateTimeFormat } = Intl;
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat);
    const format = await import('../format');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    // prices and whole counts, on every catalogue and checkout screen, need no formatter
    expect(format.formatPrice(100800, 'en')).toBe('BDT 1,00,800/-');
    expect(format.formatPrice(950, 'en')).toBe('BDT 950/-');
    expect(format.formatPrice(100800, 'bn')).toBe('৳ ১,০০,৮০০');
    expect(format.formatNumber(12, 'en')).toBe('12');
    expect(format.formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(numbers).not.toHaveBeenCalled();
    // other numbers and options are a formatter each, made once
    expect(format.formatPrice(99.5, 'en')).toBe('BDT 100/-');
    expect(format.formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
    expect(format.formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(numbers.mock.calls.map((call) => call[0])).toEqual(['en-IN', 'en-IN']);
    const date = '2026-03-04T20:00:00.000Z';
    expect(format.formatDate(date, 'en')).toBe('5 Mar 2026');
    expect(format.formatDate(date, 'en')).toBe('5 Mar 2026');
    expect(format.formatDate(date, 'en', { year: 'numeric' })).toBe('2026');
    expect(dates).toHaveBeenCalledTimes(2);
    // the news's and the jobs' days (day, month's name, year) need none
    const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    expect(format.formatDate(date, 'en', day)).toBe('5 March 2026');
    expect(format.formatDate(date, 'bn', day)).toBe('৫ মার্চ, ২০২৬');
    expect(dates).toHaveBeenCalledTimes(2);
  });

  it('when a day is written without a formatter (day, month’s name, year), then it reads exactly as Intl writes it in Dhaka time', () => {
    const { DateTimeFormat } = Intl;
    const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    const hour = 60 * 60 * 1000;
    const times: number[] = [];
    // every day of two years (a leap year among them), at the hours around Dhaka's midnight
    for (let t = Date.UTC(2027, 11, 31); t < Date.UTC(2029, 0, 2); t += 24 * hour)
      times.push(t + 17 * hour, t + 18 * hour - 1, t + 18 * hour, t + 5 * hour);
    times.push(0, Date.UTC(1999, 11, 31, 18), Date.UTC(2100, 1, 28, 20), Date.UTC(9999, 11, 31, 17));
    for (const language of ['en', 'bn'] as const) {
      const intl = new DateTimeFormat(language === 'bn' ? intlLocale.bn : 'en-GB', {
        ...day,
        timeZone: 'Asia/Dhaka',
      });
      for (const t of times) {
        expect(formatDate(t, language, day)).toBe(intl.format(t));
        expect(formatDate(new Date(t).toISOString(), language, day)).toBe(intl.format(t));
      }
    }
    // other options, or an invalid date, go to Intl (which refuses the latter, as before)
    expect(formatDate(0, 'en', { ...day, weekday: 'long' })).toBe('Thursday, 1 January 1970');
    expect(() => formatDate('not a date', 'en', day)).toThrow(RangeError);
  });

  it('when a whole number is written without a formatter (grouped, ungrouped, a price), then it reads exactly as Intl writes it', () => {
    const { NumberFormat } = Intl;
    const numbers = [
      ...Array.from({ length: 1200 }, (_, n) => n),
      ...Array.from({ length: 16 }, (_, k) => 10 ** k),
      ...Array.from({ length: 16 }, (_, k) => 10 ** k - 1),
      2026,
      100800,
      123456,
      1234567,
      98765432,
      123456789,
      12345678901,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const language of ['en', 'bn'] as const) {
      const locale = intlLocale[language];
      const grouped = new NumberFormat(locale, { maximumFractionDigits: 0 });
      const ungrouped = new NumberFormat(locale, { useGrouping: false });
      for (const n of numbers) {
        expect(formatNumber(n, language)).toBe(grouped.format(n));
        expect(formatNumber(n, language, { useGrouping: false })).toBe(ungrouped.format(n));
      }
      // negative and fractional numbers go to Intl
      for (const n of [-1, -123456, 2.5, 1234.4]) expect(formatNumber(n, language)).toBe(grouped.format(n));
    }
    for (const n of numbers)
      expect(formatPrice(n, 'en')).toBe(
        `BDT ${new NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(n)}/-`,
      );
  });
});
