import type { ProductCard } from '@tyre/contracts';
import { notify, useCartActions, useCartItems, type ProductSummary, useFormat } from '@tyre/web-kit';
import { useCallback } from 'react';
import { useText } from '../../../messages/catalogue';
import { localized } from '@tyre/contracts/localized';

/** The title to name a product by in the language shown. */
const titleOf = (product: ProductCard, language: string) => localized(product, 'title', language);

/** What a cart line keeps of a product (the cart is stored in the browser: keep it small). */
function cartProduct(product: ProductCard): ProductSummary {
  const { _id, slug, title, titleBn, thumbnailImage, regularPrice, discountPrice, price, stock } = product;
  return { _id, slug, title, titleBn, thumbnailImage, regularPrice, discountPrice, price, stock };
}

/**
 * Put `quantity` of a product in the shared cart (the nav's count follows) and say so in a toast;
 * never more than the stock, counting what the cart already holds.
 */
export function useAddToCart(): {
  inCart: (id: string) => number;
  addToCart: (product: ProductCard, quantity?: number) => boolean;
} {
  const items = useCartItems();
  const { add, increment } = useCartActions();
  const t = useText();
  const { number, language } = useFormat();
  const inCart = useCallback((id: string) => items.find((item) => item._id === id)?.quantity ?? 0, [items]);
  const addToCart = useCallback(
    (product: ProductCard, quantity = 1) => {
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
      add(cartProduct(product));
      for (let n = 1; n < quantity; n += 1) increment(product._id);
      notify.success(
        quantity === 1
          ? t('cart.added', { title: titleOf(product, language) })
          : t('cart.addedMany', { quantity: number(quantity), title: titleOf(product, language) }),
      );
      return true;
    },
    [add, increment, inCart, t, number, language],
  );
  return { inCart, addToCart };
}
