/** What a product card and a cart line need of a product. */
export interface ProductSummary {
  _id: string;
  slug?: string;
  title: string;
  /** the Bangla title ('' or absent when none): shown in Bangla */
  titleBn?: string;
  thumbnailImage?: string;
  regularPrice: number;
  discountPrice?: number | null;
  price?: number;
  stock?: number;
}

export interface CartItem extends ProductSummary {
  quantity: number;
}

// the key the shell server's head script reads too (contracts page-state.ts)
export { cartStorageKey } from '@tyre/contracts/page-state';
export const minimumQuantity = 1;

/** Adding a product already in the cart adds 1 to its quantity; otherwise it comes in with 1. */
export function addToCart(items: readonly CartItem[], product: ProductSummary): CartItem[] {
  if (items.some((item) => item._id === product._id)) {
    return items.map((item) => (item._id === product._id ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, { ...product, quantity: 1 }];
}

export function incrementItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((item) => (item._id === id ? { ...item, quantity: item.quantity + 1 } : item));
}

/** Subtract 1, never going below the minimum quantity of 1. */
export function decrementItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((item) =>
    item._id === id ? { ...item, quantity: Math.max(minimumQuantity, item.quantity - 1) } : item,
  );
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item._id !== id);
}

/**
 * The unit price a customer pays. `discountPrice` is the amount taken off the regular price
 * (contracts: schemas/catalog-fields.ts), and `price` = regularPrice - discountPrice is the server's figure.
 */
export function unitPrice(product: Pick<ProductSummary, 'regularPrice' | 'discountPrice' | 'price'>): number {
  if (typeof product.price === 'number') return product.price;
  const off = product.discountPrice && product.discountPrice > 0 ? product.discountPrice : 0;
  return Math.max(0, product.regularPrice - off);
}

export const cartCount = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

export const cartSubtotal = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0);

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.regularPrice === 'number' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= minimumQuantity
  );
}

/** The persisted cart, dropping anything malformed. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}
