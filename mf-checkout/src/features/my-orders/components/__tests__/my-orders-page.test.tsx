import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { authStateAtom, initialAuthState, store } from '@tyre/web-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { MyOrdersPage } from '../my-orders-page';

const first = order();
const second = order({
  _id: 'c4c4c4c4c4c4c4c4c4c4c4c4',
  key: 'second-order-key-0123456789',
  reference: 'TB-260002',
  total: 9000,
  status: 'payment_review',
});

const api = testApiForFile({
  'GET /orders': (request) =>
    request.query.get('page') === '0'
      ? listPage([second, first], 21)
      : listPage([order({ reference: 'TB-259990' })], 21),
});

const customer = {
  _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
  name: 'Karim',
  email: 'karim@example.com',
  mobile: '01811222333',
  role: 'user' as const,
  token: 'token',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  store.set(authStateAtom, initialAuthState(null));
});

describe('my orders', () => {
  it('when not logged in, then the visitor is sent to /login (to come back) and nothing is asked of the API', () => {
    renderAt('/orders', '/orders', <MyOrdersPage />);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(api.requests).toEqual([]);
  });

  it('lists reference, date, total, status badge and an invoice link per order, a page at a time', async () => {
    store.set(authStateAtom, initialAuthState(customer));
    renderAt('/orders', '/orders', <MyOrdersPage />);
    const rows = await screen.findAllByTestId('my-order');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('TB-260002');
    expect(rows[0]!.textContent).toContain('BDT 9,000/-');
    expect(rows[0]!.textContent).toContain('Payment review');
    expect(rows[1]!.textContent).toContain('20 Nov 2026');
    expect(screen.getByRole('link', { name: 'Invoice of TB-260002' }).getAttribute('href')).toBe(
      `/invoice/${second.key}`,
    );
    expect(api.requests[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(api.urls('/orders')).toEqual(['/orders?page=0&size=20']);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('my-order')).toHaveLength(1));
    expect(screen.getByText('TB-259990')).toBeTruthy();
  });

  it('when there are none, then it says so', async () => {
    store.set(authStateAtom, initialAuthState(customer));
    api.on('GET /orders', listPage([]));
    renderAt('/orders', '/orders', <MyOrdersPage />);
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });
});
