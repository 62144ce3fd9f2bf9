import { describe, expect, it } from 'vitest';
import { sameTyreSize, tyreSizeKey } from '../tyre-size-key';

describe('tyreSizeKey', () => {
  it('when a motorcycle size is written with a dash, spaces, an x or only a space, then it is one key', () => {
    for (const label of ['90/90-17', '90/90 - 17', '90/90x17', '90/90 X 17', '90/90 17', ' 90/90-17 ']) {
      expect(tyreSizeKey(label), label).toBe('90/90-17');
    }
    expect(tyreSizeKey('100/80-17 52P TL')).toBe('100/80-17');
  });

  it('when a car size is written with R, spaced R, ZR or a speed rating, then it is one key', () => {
    for (const label of [
      '185/65R15',
      '185/65 R15',
      '185/65 R 15',
      '185/65r15',
      '185/65 R15 88H',
      '185/65ZR15',
    ]) {
      expect(tyreSizeKey(label), label).toBe('185/65-15');
    }
    expect(tyreSizeKey('P205/55R16')).toBe('205/55-16');
    expect(tyreSizeKey('295/80 R22.5')).toBe('295/80-22.5');
  });

  it('when an inch (bias) size is written, then the width has two decimals and a radial R reads the same', () => {
    expect(tyreSizeKey('7.50-16')).toBe('7.50-16');
    expect(tyreSizeKey('7.5-16')).toBe('7.50-16');
    expect(tyreSizeKey('7.50 x 16 14PR')).toBe('7.50-16');
    expect(tyreSizeKey('4.00-8')).toBe('4.00-8');
    expect(tyreSizeKey('4.00 8')).toBe('4.00-8');
    expect(tyreSizeKey('2.75-17')).toBe('2.75-17');
    expect(tyreSizeKey('10.00-20')).toBe('10.00-20');
    expect(tyreSizeKey('10.00R20')).toBe('10.00-20');
    expect(tyreSizeKey('11R22.5')).toBe('11.00-22.5');
    expect(tyreSizeKey('11.00 R 22.5')).toBe('11.00-22.5');
  });

  it('when a tractor size is written plainly or with its old code after a slash, then it is one key', () => {
    expect(tyreSizeKey('12.4-28')).toBe('12.40-28');
    expect(tyreSizeKey('12.4/11-28')).toBe('12.40-28');
    expect(tyreSizeKey('13.6 - 28')).toBe('13.60-28');
    expect(tyreSizeKey('6.00-16')).toBe('6.00-16');
  });

  it('when a size is typed with Bengali digits, full-width characters or a long dash, then it reads as ASCII', () => {
    expect(tyreSizeKey('৯০/৯০-১৭')).toBe('90/90-17');
    expect(tyreSizeKey('１８５/６５Ｒ１５')).toBe('185/65-15');
    expect(tyreSizeKey('4.00–8')).toBe('4.00-8');
    expect(tyreSizeKey('90/90×17')).toBe('90/90-17');
  });

  it('when other families are written, then each has its own key', () => {
    expect(tyreSizeKey('MT90-16')).toBe('MT90-16');
    expect(tyreSizeKey('155R13')).toBe('155-13');
    expect(tyreSizeKey('31x10.50R15')).toBe('31X10.50-15');
    expect(tyreSizeKey('12.5/80-18')).toBe('12.5/80-18');
  });

  it('when different sizes are written, then their keys differ', () => {
    expect(tyreSizeKey('90/90-17')).not.toBe(tyreSizeKey('90/90-18'));
    expect(tyreSizeKey('90/90-17')).not.toBe(tyreSizeKey('90/100-17'));
    expect(tyreSizeKey('3.00-17')).not.toBe(tyreSizeKey('3.00-18'));
    expect(tyreSizeKey('4.00-8')).not.toBe(tyreSizeKey('4.00-12'));
    expect(sameTyreSize('185/65 R15', '185/65R15')).toBe(true);
    expect(sameTyreSize('185/65 R15', '195/65R15')).toBe(false);
  });

  it('when the text is no size (no rim, a wild rim, words, digits run together), then the key is null', () => {
    for (const label of [
      '',
      '   ',
      'Pulsar',
      '90/90',
      '90/9017',
      '90/90-99',
      '185/65R3',
      'abc-17',
      '0.5-17',
    ]) {
      expect(tyreSizeKey(label), label).toBeNull();
    }
    expect(sameTyreSize('Pulsar', 'Pulsar')).toBe(false);
  });
});
