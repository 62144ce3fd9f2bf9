import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  decrementItem,
  incrementItem,
  parseStoredCart,
  removeItem,
  type ProductSummary,
} from '../cart-state';

const tyre: ProductSummary = {
  _id: 'a1',
  title: '130/90-16 Street',
  regularPrice: 4200,
  discountPrice: 300,
  price: 3900,
};
const truck: ProductSummary = {
  _id: 'b2',
  title: '11R22.5 Haul',
  regularPrice: 38500,
  discountPrice: 0,
  price: 38500,
};

describe('cart rules (spec section 4)', () => {
  it('when a new product is added, then it comes in with quantity 1', () => {
    expect(addToCart([], tyre)).toEqual([{ ...tyre, quantity: 1 }]);
  });

  it('when a product already in the cart is added, then its quantity grows by 1', () => {
    const items = addToCart(addToCart(addToCart([], tyre), truck), tyre);
    expect(items.map((item) => [item._id, item.quantity])).toEqual([
      ['a1', 2],
      ['b2', 1],
    ]);
  });

  it('when incremented, then the quantity grows by 1', () => {
    expect(incrementItem([{ ...tyre, quantity: 2 }], 'a1')[0]?.quantity).toBe(3);
  });

  it('when decremented, then the quantity shrinks by 1 but never below 1', () => {
    const items = [{ ...tyre, quantity: 2 }];
    const once = decrementItem(items, 'a1');
    expect(once[0]?.quantity).toBe(1);
    expect(decrementItem(once, 'a1')[0]?.quantity).toBe(1);
  });

  it('when removed, then the item leaves the cart and the others stay', () => {
    expect(
      removeItem(
        [
          { ...tyre, quantity: 1 },
          { ...truck, quantity: 3 },
        ],
        'a1',
      ),
    ).toEqual([{ ...truck, quantity: 3 }]);
  });

  it('counts the items and prices them at the price paid (regular less the discount)', () => {
    const items = [
      { ...tyre, quantity: 2 },
      { ...truck, quantity: 1 },
    ];
    expect(cartCount(items)).toBe(3);
    expect(cartSubtotal(items)).toBe(2 * 3900 + 38500);
  });

  it('when the stored cart is malformed, then the bad lines are dropped', () => {
    const stored = JSON.stringify([
      { ...tyre, quantity: 2 },
      { _id: 'x', quantity: 0, title: 't', regularPrice: 1 },
      'junk',
    ]);
    expect(parseStoredCart(stored)).toEqual([{ ...tyre, quantity: 2 }]);
    expect(parseStoredCart('{oops')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
