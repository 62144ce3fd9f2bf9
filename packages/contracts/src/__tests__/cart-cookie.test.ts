import { describe, expect, it } from 'vitest';
import { cartCookieMaxLength, cartCookieOf, cartCookieValue, readCartCookie } from '../cart-cookie';

describe('the cart cookie', () => {
  it('when a cart is written, then reading it gives its ids and quantities back', () => {
    const lines = [
      { _id: '0123456789abcdef01234567', quantity: 2 },
      { _id: 'a1_b-2', quantity: 9999 },
    ];
    const value = cartCookieValue(lines)!;
    expect(value).toBe('0123456789abcdef01234567:2|a1_b-2:9999');
    expect(readCartCookie(value)).toEqual(lines.map(({ _id, quantity }) => ({ product: _id, quantity })));
    expect(cartCookieValue([])).toBe('');
    expect(readCartCookie('')).toEqual([]);
    expect(readCartCookie(undefined)).toEqual([]);
  });

  it('when an id holds other signs, then its cookie is still one value, but nothing is painted from it', () => {
    const value = cartCookieValue([{ _id: 'a|b:c;d e<', quantity: 1 }])!;
    expect(value).not.toMatch(/[;,\s"\\<]/);
    expect(readCartCookie(value)).toBeNull();
  });

  it('when a cart is too large for a cookie, then none is written', () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ _id: `${i}`.padStart(24, '0'), quantity: 1 }));
    expect(cartCookieValue(lines)).toBeNull();
    expect(readCartCookie('a:1|'.repeat(cartCookieMaxLength))).toBeNull();
  });

  it('when a cookie is not one web-kit writes, then nothing is read from it', () => {
    for (const value of [
      'a',
      'a:0',
      'a:-1',
      'a:1.5',
      'a:10000',
      'a:1|a:2',
      ':1',
      'a:1||b:1',
      '%3Cscript%3E:1',
      '<script>:1',
    ])
      expect(readCartCookie(value), value).toBeNull();
  });

  it('when a Cookie header is read, then only the cart cookie counts', () => {
    expect(cartCookieOf('language=bn; cart=a:1|b:2; x=1')).toBe('a:1|b:2');
    expect(cartCookieOf('mycart=a:1')).toBeUndefined();
    expect(cartCookieOf(undefined)).toBeUndefined();
  });
});
