import type { ProductCard } from '@tyre/contracts';
import { notify, useCartActions, useCartItems, type ProductSummary, useFormat } from '@tyre/web-kit';
import { useCallback } from 'react';
import { useText } from '../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

/** The title to name a product by in the language shown. */
const titleOf = (product: ProductCard, language: string) => localized(product, 'title', language);

/** What a cart line keeps of a product (the cart is stored in the browser: keep it small). */
function cartProduct(product: ProductCard): ProductSummary {
  const { _id, slug, title, titleBn, thumbnailImage, regularPrice, discountPrice, price, stock } = product;
  return { _id, slug, title, titleBn, thumbnailImage, regularPrice, discountPrice, price, stock };
}

/** A product and how many of it to put in the cart. */
export interface CartLine {
  product: ProductCard;
  quantity: number;
}

/** The lines with one line per product (a pair of one tyre is two of it). */
function merged(lines: readonly CartLine[]): CartLine[] {
  const byId = new Map<string, CartLine>();
  for (const { product, quantity } of lines) {
    const held = byId.get(product._id);
    byId.set(product._id, { product, quantity: (held?.quantity ?? 0) + quantity });
  }
  return [...byId.values()];
}

/**
 * Put products in the shared cart (the nav's count follows) and say so in a toast; never more
 * than the stock, counting what the cart already holds. `addToCart` adds one product;
 * `addLines` adds several in one go (a front and a rear tyre): all of them, or none when one
 * is short, with the toast the caller words.
 */
export function useAddToCart(): {
  inCart: (id: string) => number;
  addToCart: (product: ProductCard, quantity?: number) => boolean;
  addLines: (lines: readonly CartLine[], success: string) => boolean;
} {
  const items = useCartItems();
  const { add, increment } = useCartActions();
  const t = useText();
  const { number, language } = useFormat();
  const inCart = useCallback((id: string) => items.find((item) => item._id === id)?.quantity ?? 0, [items]);

  /** The first line the stock cannot cover, told in a toast; true when every line fits. */
  const fits = useCallback(
    (lines: readonly CartLine[]) => {
      for (const { product, quantity } of lines) {
        const held = inCart(product._id);
        if (product.stock <= 0) {
          notify.error(t('cart.outOfStock', { title: titleOf(product, language) }));
          return false;
        }
        if (held + quantity > product.stock) {
          notify.error(
            t('cart.tooMany', {
              stock: number(product.stock),
              title: titleOf(product, language),
              held: number(held),
            }),
          );
          return false;
        }
      }
      return true;
    },
    [inCart, t, number, language],
  );

  const put = useCallback(
    (lines: readonly CartLine[]) => {
      for (const { product, quantity } of lines) {
        add(cartProduct(product));
        for (let n = 1; n < quantity; n += 1) increment(product._id);
      }
    },
    [add, increment],
  );

  const addLines = useCallback(
    (lines: readonly CartLine[], success: string) => {
      const each = merged(lines);
      if (!fits(each)) return false;
      put(each);
      notify.success(success);
      return true;
    },
    [fits, put],
  );

  const addToCart = useCallback(
    (product: ProductCard, quantity = 1) =>
      addLines(
        [{ product, quantity }],
        quantity === 1
          ? t('cart.added', { title: titleOf(product, language) })
          : t('cart.addedMany', { quantity: number(quantity), title: titleOf(product, language) }),
      ),
    [addLines, t, number, language],
  );
  return { inCart, addToCart, addLines };
}
