import { describe, expect, it } from 'vitest';
import { addressKey } from '../client-address';

describe('addressKey', () => {
  it('when the address is IPv4, plain or mapped into IPv6, then it is the IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('when the address is IPv6, then addresses of one /64 share a key and other /64s do not', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('when it is not an address at all, then it is kept as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
