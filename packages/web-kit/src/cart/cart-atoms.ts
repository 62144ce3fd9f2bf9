import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { cartCookieName, cartCookieValue } from '@tyre/contracts/cart-cookie';
import { tellServer } from '../first-paint/tell-server';
import { store } from '../store';
import {
  addToCart,
  cartCount,
  cartStorageKey,
  decrementItem,
  incrementItem,
  parseStoredCart,
  removeItem,
  type CartItem,
  type ProductSummary,
} from './cart-state';

const readCart = (): CartItem[] =>
  typeof localStorage === 'undefined' ? [] : parseStoredCart(localStorage.getItem(cartStorageKey));

/**
 * The cart's ids and quantities as a cookie too, removed when empty or too large: the shell's
 * server paints the first screen with the cart (contracts cart-cookie.ts).
 */
const tellServerCart = (items: readonly CartItem[]) =>
  tellServer(cartCookieName, cartCookieValue(items) || null);

const itemsAtom = atom<CartItem[]>(readCart());
// a cart put together before the server asked for it, or changed in another tab
if (typeof document !== 'undefined') tellServerCart(store.get(itemsAtom));

/** The server's first paint (first-paint/server.tsx): the cart its `cart` cookie says. */
export function paintCart(items: CartItem[]): void {
  store.set(itemsAtom, items);
}

/** The cart lines, persisted under the `cart` key. */
export const cartItemsAtom = atom(
  (get) => get(itemsAtom),
  (_get, set, next: CartItem[]) => {
    set(itemsAtom, next);
    tellServerCart(next);
    try {
      localStorage.setItem(cartStorageKey, JSON.stringify(next));
    } catch {
      // storage blocked: the cart lives for this page only
    }
  },
);

export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)));

// another tab changed the cart: follow it
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === cartStorageKey) store.set(itemsAtom, parseStoredCart(event.newValue));
    // (the other tab wrote the cookie)
  });
}

export function useCartItems(): CartItem[] {
  return useAtomValue(cartItemsAtom, { store });
}

export function useCartCount(): number {
  return useAtomValue(cartCountAtom, { store });
}

export interface CartActions {
  add: (product: ProductSummary) => void;
  increment: (id: string) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export function useCartActions(): CartActions {
  const setItems = useSetAtom(cartItemsAtom, { store });
  return useMemo(() => {
    const update = (change: (items: CartItem[]) => CartItem[]) => setItems(change(store.get(cartItemsAtom)));
    return {
      add: (product) => update((items) => addToCart(items, product)),
      increment: (id) => update((items) => incrementItem(items, id)),
      decrement: (id) => update((items) => decrementItem(items, id)),
      remove: (id) => update((items) => removeItem(items, id)),
      clear: () => setItems([]),
    };
  }, [setItems]);
}
