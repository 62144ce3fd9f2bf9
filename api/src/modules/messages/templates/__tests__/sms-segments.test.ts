import { describe, expect, it } from 'vitest';
import { smsSegments } from '..';

const a = (n: number) => 'a'.repeat(n);
/** A Bangla letter: one UTF-16 code unit. */
const ka = (n: number) => 'ক'.repeat(n);

describe('SMS segments', () => {
  it('when a text is all GSM 7-bit, then 160 septets go as one SMS and 161 as two', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm7', segments: 1, length: 0 });
    expect(smsSegments(a(160))).toEqual({ encoding: 'gsm7', segments: 1, length: 160 });
    expect(smsSegments(a(161))).toEqual({ encoding: 'gsm7', segments: 2, length: 161 });
  });

  it('when a GSM text is split, then each part holds 153 septets: 306 are two SMS, 307 three', () => {
    expect(smsSegments(a(306))).toEqual({ encoding: 'gsm7', segments: 2, length: 306 });
    expect(smsSegments(a(307))).toEqual({ encoding: 'gsm7', segments: 3, length: 307 });
  });

  it('when a character of the extension table is in it, then it counts two septets', () => {
    for (const char of '^{}\\[~]|€') {
      expect(smsSegments(char), char).toEqual({ encoding: 'gsm7', segments: 1, length: 2 });
    }
    expect(smsSegments(`€${a(158)}`)).toEqual({ encoding: 'gsm7', segments: 1, length: 160 });
    expect(smsSegments(`€${a(159)}`)).toEqual({ encoding: 'gsm7', segments: 2, length: 161 });
    expect(smsSegments(`€${a(304)}`)).toEqual({ encoding: 'gsm7', segments: 2, length: 306 });
    expect(smsSegments(`€${a(305)}`)).toEqual({ encoding: 'gsm7', segments: 3, length: 307 });
    expect(smsSegments(`[${a(150)}]${a(150)}`)).toEqual({ encoding: 'gsm7', segments: 2, length: 304 });
  });

  it('when a two-septet character would straddle two parts, then it starts the next part', () => {
    // 152 + € (2) does not fit in 153: the € opens part two, which leaves one septet for a third
    expect(smsSegments(`${a(152)}€${a(152)}`)).toEqual({ encoding: 'gsm7', segments: 3, length: 306 });
    expect(smsSegments(`${a(151)}€${a(153)}`)).toEqual({ encoding: 'gsm7', segments: 2, length: 306 });
  });

  it("when only the GSM alphabet's own letters and signs are used, then it stays 7-bit, one septet each", () => {
    const basic = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà';
    expect(smsSegments(basic)).toEqual({ encoding: 'gsm7', segments: 1, length: basic.length });
  });

  it('when a text is Bangla, then it is UCS-2: 70 code units are one SMS and 71 two', () => {
    expect(smsSegments('আপনার অর্ডার').encoding).toBe('ucs2');
    expect(smsSegments(ka(70))).toEqual({ encoding: 'ucs2', segments: 1, length: 70 });
    expect(smsSegments(ka(71))).toEqual({ encoding: 'ucs2', segments: 2, length: 71 });
  });

  it('when a UCS-2 text is split, then each part holds 67 code units: 134 are two SMS, 135 three', () => {
    expect(smsSegments(ka(134))).toEqual({ encoding: 'ucs2', segments: 2, length: 134 });
    expect(smsSegments(ka(135))).toEqual({ encoding: 'ucs2', segments: 3, length: 135 });
  });

  it('when one character is outside the GSM alphabet, then the whole text goes as UCS-2', () => {
    expect(smsSegments(`${a(69)}৳`)).toEqual({ encoding: 'ucs2', segments: 1, length: 70 });
    expect(smsSegments(`${a(70)}৳`)).toEqual({ encoding: 'ucs2', segments: 2, length: 71 });
    // a curly apostrophe and a lower-case ç are not GSM (only Ç is)
    expect(smsSegments('It’s here').encoding).toBe('ucs2');
    expect(smsSegments('ç').encoding).toBe('ucs2');
    expect(smsSegments('BDT 12,500/-').encoding).toBe('gsm7');
  });

  it('when a character outside the BMP is in it, then it counts two code units and no part splits it', () => {
    expect(smsSegments('😀')).toEqual({ encoding: 'ucs2', segments: 1, length: 2 });
    expect(smsSegments(`${ka(66)}😀`)).toEqual({ encoding: 'ucs2', segments: 1, length: 68 });
    // 66 + 2 does not fit in 67: the pair opens part two, which leaves one unit for a third
    expect(smsSegments(`${ka(66)}😀${ka(66)}`)).toEqual({ encoding: 'ucs2', segments: 3, length: 134 });
    expect(smsSegments(`${ka(65)}😀${ka(67)}`)).toEqual({ encoding: 'ucs2', segments: 2, length: 134 });
  });
});
