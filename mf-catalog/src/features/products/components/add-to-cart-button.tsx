import { notify, useCartActions, type ProductSummary } from '@tyre/web-kit';

export function AddToCartButton({ product }: { product: ProductSummary }) {
  const { add } = useCartActions();
  const soldOut = typeof product.stock === 'number' && product.stock <= 0;
  return (
    <button
      type="button"
      className="kit-button kit-button--accent"
      disabled={soldOut}
      onClick={() => {
        add(product);
        notify.success(`${product.title} is in your cart.`);
      }}
    >
      {soldOut ? 'Out of stock' : 'Add to cart'}
    </button>
  );
}
