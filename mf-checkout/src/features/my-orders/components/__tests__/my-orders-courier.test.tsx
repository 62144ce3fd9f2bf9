import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { authStateAtom, changeLanguage, initialAuthState, store } from '@tyre/web-kit';
import { order } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { MyOrdersPage } from '../my-orders-page';

const shipped = order({
  status: 'shipped',
  shipment: {
    courier: { _id: 'f6f6f6f6f6f6f6f6f6f6f6f6', name: 'Pathao Courier', nameBn: 'পাঠাও কুরিয়ার' },
    trackingNumber: 'DL261100TEST',
    carrier: 'pathao',
    update: { state: 'out_for_delivery', at: '2026-11-23T06:00:00.000Z', message: 'Rider 01711000000' },
    at: '2026-11-22T09:15:00.000Z',
  },
});

testApiForFile({ 'GET /orders': listPage([shipped]) });

afterEach(async () => {
  store.set(authStateAtom, initialAuthState(null));
  await act(() => changeLanguage('en'));
});

describe('my orders: the courier’s latest word', () => {
  it('when a shipped order’s courier has said something, then its state shows in the page’s language, without its own words', async () => {
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
    renderAt('/orders', '/orders', <MyOrdersPage />);
    const latest = await screen.findByTestId('my-order-courier');
    expect(latest.textContent).toContain('Out for delivery');
    expect(latest.textContent).not.toContain('Rider');
    await act(() => changeLanguage('bn'));
    expect((await screen.findByTestId('my-order-courier')).textContent).toContain('ডেলিভারির জন্য বের হয়েছে');
  });
});
