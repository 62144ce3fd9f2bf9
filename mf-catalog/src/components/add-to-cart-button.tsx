import type { ProductCard } from '@tyre/contracts';
import { useAddToCart } from './use-add-to-cart';
import { useText } from '../messages/dictionary';

/** A card's button: one more of the product in the cart; disabled when out of stock. */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const { addToCart } = useAddToCart();
  const soldOut = product.stock <= 0;
  const t = useText();
  return (
    <button
      type="button"
      className="kit-button kit-button--accent"
      disabled={soldOut}
      onClick={() => addToCart(product)}
    >
      {soldOut ? t('buy.outOfStock') : t('buy.add')}
    </button>
  );
}
