import { describe, expect, it } from 'vitest';
import { codeSms, smsSegments } from '..';

// The one-time code's SMS (ORDER_OTP): the code first and whole, in the customer's language,
// in at most two SMS with a long shop name.
describe("the one-time code's SMS", () => {
  const longShop = 'Tyre Brand Bangladesh Ltd., Dhaka Branch'.padEnd(40, 'x');

  it('when it is written in English or Bangla, then it starts with the code, says its life in the language, and fits in two SMS', () => {
    const en = codeSms('042917', 'en', longShop);
    const bn = codeSms('042917', 'bn', longShop);
    expect(en).toMatch(/^042917 is your Tyre Brand .* code .* 5 minutes\. Never share it/);
    expect(bn).toMatch(
      /^042917 আপনার মোবাইল নম্বর নিশ্চিত করার Tyre Brand .* কোড। ৫ মিনিট কাজ করবে। কাউকে জানাবেন না।$/,
    );
    expect(smsSegments(en)).toMatchObject({ encoding: 'gsm7' });
    for (const text of [en, bn]) expect(smsSegments(text).segments).toBeLessThanOrEqual(2);
    expect(smsSegments(codeSms('042917', 'bn', 'Tyre Brand Bangladesh Ltd.')).segments).toBe(2);
  });
});
