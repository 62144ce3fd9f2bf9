import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartCookieOf, readCartCookie } from '@tyre/contracts/cart-cookie';

const cartCookie = () => readCartCookie(cartCookieOf(document.cookie));

describe('the cart told to the server', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.cookie = 'cart=; path=/; max-age=0';
  });

  it('when a visitor comes back with a cart kept from before, then the page writes its cookie at once', async () => {
    localStorage.setItem('cart', JSON.stringify([{ _id: 'p1', title: 'A', regularPrice: 10, quantity: 3 }]));
    await import('../cart-atoms');
    expect(cartCookie()).toEqual([{ product: 'p1', quantity: 3 }]);
  });

  it('when the cart changes, then its cookie follows; emptied, it is gone', async () => {
    const { useCartActions } = await import('../cart-atoms');
    const { result } = renderHook(() => useCartActions());
    const tyre = { _id: 'p1', title: 'A', regularPrice: 10 };
    act(() => result.current.add(tyre));
    act(() => result.current.add(tyre));
    act(() => result.current.add({ ...tyre, _id: 'p2' }));
    expect(cartCookie()).toEqual([
      { product: 'p1', quantity: 2 },
      { product: 'p2', quantity: 1 },
    ]);
    act(() => result.current.decrement('p1'));
    act(() => result.current.remove('p2'));
    expect(cartCookie()).toEqual([{ product: 'p1', quantity: 1 }]);
    act(() => result.current.clear());
    expect(cartCookieOf(document.cookie)).toBeUndefined();
  });
});
