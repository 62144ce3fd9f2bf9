import { describe, expect, it } from 'vitest';
import { ownerOfPath } from '../remote-module';

describe('the remote whose routes the first screen shows', () => {
  it('when a path belongs to a remote (ARCHITECTURE §2), then that remote’s routes start early; the shell’s own pages start none', () => {
    expect(ownerOfPath('/products')).toBe('catalog');
    expect(ownerOfPath('/products/some-slug')).toBe('catalog');
    expect(ownerOfPath('/tire/a-range')).toBe('catalog');
    expect(ownerOfPath('/finder')).toBe('catalog');
    expect(ownerOfPath('/news/42')).toBe('content');
    expect(ownerOfPath('/dealer')).toBe('content');
    expect(ownerOfPath('/order')).toBe('checkout');
    expect(ownerOfPath('/invoice/1')).toBe('checkout');
    expect(ownerOfPath('/dashboard/orders')).toBe('dashboard');
    for (const shellPath of ['/', '/home', '/login', '/register', '/profile', '/nowhere'])
      expect(ownerOfPath(shellPath), shellPath).toBeUndefined();
  });
});
