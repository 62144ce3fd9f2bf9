import type { Product } from '@tyre/contracts';
import { useState } from 'react';
import { useAddToCart } from './use-add-to-cart';

/** Stock state, a quantity (1 up to the stock) and Add to cart; nothing to add when out of stock. */
export function BuyBox({ product }: { product: Product }) {
  const { inCart, addToCart } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;
  const max = Math.max(1, product.stock);
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  const held = inCart(product._id);

  return (
    <div className="buy-box">
      <p className={`buy-box__stock buy-box__stock--${inStock ? 'in' : 'out'}`} data-testid="stock-state">
        {inStock ? 'In stock' : 'Out of stock'}
      </p>
      {inStock && (
        <>
          <div className="buy-box__quantity" role="group" aria-label="Quantity">
            <button
              type="button"
              className="kit-button kit-button--ghost"
              aria-label="Decrease quantity"
              disabled={quantity <= 1}
              onClick={() => setQuantity(clamp(quantity - 1))}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              aria-label="Quantity"
              min={1}
              max={max}
              value={quantity}
              onChange={(event) => setQuantity(clamp(event.target.valueAsNumber))}
            />
            <button
              type="button"
              className="kit-button kit-button--ghost"
              aria-label="Increase quantity"
              disabled={quantity >= max}
              onClick={() => setQuantity(clamp(quantity + 1))}
            >
              +
            </button>
          </div>
          <p className="buy-box__hint">
            {product.stock} available{held > 0 && `, ${held} in your cart`}
          </p>
        </>
      )}
      <button
        type="button"
        className="kit-button kit-button--accent"
        disabled={!inStock}
        onClick={() => {
          if (addToCart(product, quantity)) setQuantity(1);
        }}
      >
        Add to cart
      </button>
    </div>
  );
}
