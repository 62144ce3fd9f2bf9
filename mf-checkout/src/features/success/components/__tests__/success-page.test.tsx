import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notFound, ok, testApiForFile } from '@tyre/test-kit';
import { authStateAtom, initialAuthState, store } from '@tyre/web-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { SuccessPage } from '../success-page';

const cod = order();
const bkash = order({
  key: 'bkash-order-key-0123456789',
  reference: 'TB-260002',
  status: 'payment_review',
  payment: { paymentType: 'bKash', mobileNumber: '01899000222', trxID: 'AB12CD34EF' },
});

const api = testApiForFile({
  'GET /orders/:key': ({ params }) => {
    const found = [cod, bkash].find((o) => o.key === params.key);
    return found ? ok(found) : notFound;
  },
});

afterEach(() => {
  store.set(authStateAtom, initialAuthState(null));
});

const page = (key: string) => renderAt(`/success?order=${key}`, '/success', <SuccessPage />);

describe('the success page', () => {
  it('shows the reference, says we will call about a Cash on Delivery order, and links to the invoice and the tracking page', async () => {
    page(cod.key);
    expect((await screen.findByTestId('order-reference')).textContent).toBe('TB-260001');
    expect(screen.getByTestId('next-steps').textContent).toContain('We will call you on 01711000000');
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe(
      `/invoice/${cod.key}`,
    );
    // the tracking page, with the reference filled in
    expect(screen.getByRole('link', { name: 'Track this order' }).getAttribute('href')).toBe(
      '/track?ref=TB-260001',
    );
    // a visitor has no order list
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
    expect(api.urls('/orders')).toEqual([`/orders/${cod.key}`]);
  });

  it('when paid with bKash and logged in, then it says the payment is verified first and links to my orders', async () => {
    store.set(
      authStateAtom,
      initialAuthState({
        _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
        name: 'Karim',
        email: 'karim@example.com',
        mobile: '01811222333',
        role: 'user',
        token: 'token',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    page(bkash.key);
    expect((await screen.findByTestId('order-reference')).textContent).toBe('TB-260002');
    expect(screen.getByTestId('next-steps').textContent).toContain(
      'We verify your bKash payment (TrxID AB12CD34EF)',
    );
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
  });

  it('when the order is unknown, then the error shows with a retry', async () => {
    page('no-such-order-key-0123456789');
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
