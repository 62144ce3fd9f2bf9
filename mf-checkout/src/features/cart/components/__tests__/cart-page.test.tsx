import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { cartCountAtom, cartItemsAtom, store } from '@tyre/web-kit';
import { cng, quoteFor, street } from '../../../../testing/fixtures';
import { CartPage } from '../cart-page';

let soldOut: string[] = [];
const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body), soldOut) }),
});

function renderCart() {
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  soldOut = [];
  store.set(cartItemsAtom, []);
  localStorage.clear();
});

describe('the cart page', () => {
  it('when empty, then it says so and links to the products', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(api.requests).toEqual([]);
  });

  it('prices the cart on the server for Dhaka and offers the checkout', async () => {
    store.set(cartItemsAtom, [street, cng]);
    renderCart();
    expect((await screen.findByTestId('cart-total')).textContent).toBe('BDT 8,640/-');
    expect(screen.getByTestId('cart-shipping').textContent).toBe('BDT 240/-');
    expect(JSON.parse(api.requests[0]!.body)).toMatchObject({ district: 'Dhaka' });
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/order');
    expect(screen.queryByTestId('cart-line-flag')).toBeNull();
  });

  it('when a line became unavailable, then it is flagged and the checkout waits until it is removed', async () => {
    soldOut = [cng._id];
    store.set(cartItemsAtom, [street, cng]);
    renderCart();
    expect((await screen.findByTestId('cart-line-flag')).textContent).toBe('Out of stock');
    expect(screen.getAllByTestId('cart-line')[1]!.className).toContain('is-unavailable');
    expect(screen.getByRole('alert').textContent).toContain('Reduce or remove the flagged lines');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove 4.00-8 CNG' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('BDT 4,280/-');
  });

  it('increments, decrements never below 1, removes, and keeps the shared count and storage in step', async () => {
    store.set(cartItemsAtom, [
      { _id: 'a1', title: '130/90-16 Street', regularPrice: 4200, quantity: 1 },
      { _id: 'b2', title: '4.00-8 CNG', regularPrice: 2100, quantity: 2 },
    ]);
    renderCart();
    const [first] = screen.getAllByTestId('cart-line');
    if (!first) throw new Error('no cart line');
    const line = within(first);
    expect((line.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    expect(line.getByTestId('cart-quantity').textContent).toBe('2');
    expect(store.get(cartCountAtom)).toBe(4);

    await userEvent.click(line.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(line.getByRole('button', { name: 'Decrease quantity' }));
    expect(line.getByTestId('cart-quantity').textContent).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove 4.00-8 CNG' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(store.get(cartCountAtom)).toBe(1);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });
});
