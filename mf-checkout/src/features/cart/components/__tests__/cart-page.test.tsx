import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCountAtom, cartItemsAtom, store } from '@tyre/web-kit';
import { CartPage } from '../cart-page';

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
  store.set(cartItemsAtom, []);
  localStorage.clear();
});

describe('the cart page', () => {
  it('when empty, then it says so and links to the products', () => {
    renderCart();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
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
