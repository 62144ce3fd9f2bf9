import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, dummyHash, hashPassword, verifyPassword } from '../passwords';

describe('password hashes', () => {
  it('when no cost is given, then the hash is scrypt at the production cost N=2^17, r=8, p=1', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(17);
    const stored = await hashPassword('correct horse');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });

  it('when hashes were made at two costs, then each verifies by the cost it keeps, whatever the current one', async () => {
    const cheap = await hashPassword('নতুন-পাসওয়ার্ড', 10);
    const dear = await hashPassword('নতুন-পাসওয়ার্ড', 17);
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    expect(dear.split('$')[1]).toBe(String(2 ** 17));
    for (const stored of [cheap, dear]) {
      expect(await verifyPassword('নতুন-পাসওয়ার্ড', stored)).toBe(true);
      expect(await verifyPassword('other', stored)).toBe(false);
    }
  });

  it('when a cost is out of range, then no hash is made, and a stored hash asking for more memory is refused', async () => {
    await expect(hashPassword('x', 9)).rejects.toThrow(RangeError);
    await expect(hashPassword('x', 21)).rejects.toThrow(RangeError);
    const stored = await hashPassword('secret-pass', 10);
    const greedy = stored.replace(`$${2 ** 10}$`, `$${2 ** 24}$`);
    expect(await verifyPassword('secret-pass', greedy)).toBe(false);
  });

  it('when the dummy hash is asked at a cost, then it is made once at that cost', async () => {
    const first = dummyHash(11);
    expect(dummyHash(11)).toBe(first);
    expect((await first).split('$')[1]).toBe(String(2 ** 11));
  });
});
