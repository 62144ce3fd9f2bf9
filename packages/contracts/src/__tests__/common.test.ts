import { describe, expect, it } from 'vitest';
import { bdMobileSchema, emailSchema, pageQuerySchema, registerBodySchema } from '../index';

describe('shared field rules', () => {
  it('when an e-mail ends in .com.bd or has capitals, then it is accepted and lower-cased', () => {
    expect(emailSchema.parse(' Rahim@Example.COM.bd ')).toBe('rahim@example.com.bd');
    expect(emailSchema.safeParse('rahim@example').success).toBe(false);
  });

  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    ['017-1234-5678', '01712345678'],
  ])('when the mobile is %s, then it is stored as %s', (input, stored) => {
    expect(bdMobileSchema.parse(input)).toBe(stored);
  });

  it.each(['01212345678', '0171234567', '+8811712345678', 'abc'])(
    'when the mobile is %s, then it is refused',
    (input) => {
      expect(bdMobileSchema.safeParse(input).success).toBe(false);
    },
  );

  it('when page and size come as query strings, then they are whole numbers within bounds', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    expect(pageQuerySchema.parse({ page: '2', size: '8' })).toEqual({ page: 2, size: 8 });
    expect(pageQuerySchema.safeParse({ size: '500' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('when a registration carries a role or other unknown keys, then they are dropped', () => {
    const parsed = registerBodySchema.parse({
      name: 'Rahim',
      email: 'r@example.com',
      mobile: '01712345678',
      password: 'long-enough',
      role: 'admin',
    });
    expect(parsed).not.toHaveProperty('role');
  });

  it('when a field has the wrong type, then the message says what it must be', () => {
    const result = registerBodySchema.safeParse({
      name: { $gt: '' },
      email: 'r@example.com',
      mobile: '01712345678',
      password: 'long-enough',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('must be text');
  });
});
