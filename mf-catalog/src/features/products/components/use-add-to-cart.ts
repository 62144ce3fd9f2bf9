import type { ProductCard } from '@tyre/contracts';
import { notify, useCartActions, useCartItems, type ProductSummary } from '@tyre/web-kit';
import { useCallback } from 'react';

/** What a cart line keeps of a product (the cart is stored in the browser: keep it small). */
function cartProduct(product: ProductCard): ProductSummary {
  const { _id, slug, title, thumbnailImage, regularPrice, discountPrice, price, stock } = product;
  return { _id, slug, title, thumbnailImage, regularPrice, discountPrice, price, stock };
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
  const inCart = useCallback((id: string) => items.find((item) => item._id === id)?.quantity ?? 0, [items]);
  const addToCart = useCallback(
    (product: ProductCard, quantity = 1) => {
      const held = inCart(product._id);
      if (product.stock <= 0) {
        notify.error(`${product.title} is out of stock.`);
        return false;
      }
      if (held + quantity > product.stock) {
        notify.error(`Only ${product.stock} of ${product.title} in stock; your cart already has ${held}.`);
        return false;
      }
      add(cartProduct(product));
      for (let n = 1; n < quantity; n += 1) increment(product._id);
      notify.success(
        quantity === 1
          ? `${product.title} is in your cart.`
          : `${quantity} × ${product.title} are in your cart.`,
      );
      return true;
    },
    [add, increment, inCart],
  );
  return { inCart, addToCart };
}
