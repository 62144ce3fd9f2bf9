import { describe, expect, it } from 'vitest';
import { formatBdt, formatDate, formatNumber, formatPrice } from '../format';

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
});
