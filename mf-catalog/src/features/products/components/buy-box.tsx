import { useFormat } from '@tyre/web-kit';
import type { Product } from '@tyre/contracts';
import { useState } from 'react';
import { useAddToCart } from '../../../components/use-add-to-cart';
import { useText } from '../../../messages/dictionary';

/** Stock state, a quantity (1 up to the stock) and Add to cart; nothing to add when out of stock. */
export function BuyBox({ product }: { product: Product }) {
  const { inCart, addToCart } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const t = useText();
  const { number } = useFormat();
  const inStock = product.stock > 0;
  const max = Math.max(1, product.stock);
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  const held = inCart(product._id);

  return (
    <div className="buy-box">
      <p className={`buy-box__stock buy-box__stock--${inStock ? 'in' : 'out'}`} data-testid="stock-state">
        {inStock ? t('buy.inStock') : t('buy.outOfStock')}
      </p>
      {inStock && (
        <>
          <div className="buy-box__quantity" role="group" aria-label={t('buy.quantity')}>
            <button
              type="button"
              className="kit-button kit-button--ghost"
              aria-label={t('buy.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity(clamp(quantity - 1))}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              aria-label={t('buy.quantity')}
              min={1}
              max={max}
              value={quantity}
              onChange={(event) => setQuantity(clamp(event.target.valueAsNumber))}
            />
            <button
              type="button"
              className="kit-button kit-button--ghost"
              aria-label={t('buy.increase')}
              disabled={quantity >= max}
              onClick={() => setQuantity(clamp(quantity + 1))}
            >
              +
            </button>
          </div>
          <p className="buy-box__hint">
            {t('buy.available', { count: number(product.stock) })}
            {held > 0 && t('buy.inCart', { count: number(held) })}
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
        {t('buy.add')}
      </button>
    </div>
  );
}
