import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderItemInput, Quote } from '@tyre/contracts';
import { testApiForFile } from '@tyre/test-kit';
import { cartItemsAtom, changeLanguage, store } from '@tyre/web-kit';
import { cng, quoteFor, street } from '../../../../testing/fixtures';
import { CartPage } from '../cart-page';

/** The quote as the API words it: the CNG tyre has 3 left and 5 are asked for. */
function shortQuote(body: { items: OrderItemInput[]; district: Quote['district'] }): Quote {
  const quote = quoteFor(body);
  const items = quote.items.map((line) =>
    line.product === cng._id
      ? {
          product: line.product,
          quantity: line.quantity,
          available: false,
          reason: 'insufficient_stock' as const,
          message: `Only 3 of ${cng.title} left in stock`,
          title: cng.title,
          stock: 3,
        }
      : line,
  );
  return { ...quote, items };
}

testApiForFile({
  'POST /orders/quote': (request) => ({ body: shortQuote(JSON.parse(request.body)) }),
});

afterEach(async () => {
  cleanup();
  store.set(cartItemsAtom, []);
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

const renderCart = () =>
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );

describe('the cart in Bangla', () => {
  it('when a line asks for more than is left, then its flag says so in Bangla, with the Bangla title and digits', async () => {
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street, { ...cng, titleBn: '৪.০০-৮ সিএনজি', quantity: 5 }]);
    renderCart();
    expect((await screen.findByTestId('cart-line-flag')).textContent).toBe('৪.০০-৮ সিএনজি স্টকে মাত্র ৩টি আছে');
    expect(document.body.textContent).not.toContain('left in stock');
    // the quantities in Bengali digits
    expect(screen.getAllByTestId('cart-quantity').map((q) => q.textContent)).toEqual(['১', '৫']);
  });

  it('when the language is English, then the flag is the API sentence word for word', async () => {
    store.set(cartItemsAtom, [street, { ...cng, quantity: 5 }]);
    renderCart();
    expect((await screen.findByTestId('cart-line-flag')).textContent).toBe(
      `Only 3 of ${cng.title} left in stock`,
    );
  });
});
