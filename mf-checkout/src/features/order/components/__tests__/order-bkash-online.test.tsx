import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderBody } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { cartItemsAtom, store } from '@tyre/web-kit';
import { cng, order, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

const online = order({
  key: 'online-order-key-0123456789',
  status: 'awaiting_payment',
  payment: { paymentType: 'bKash Online', gateway: 'bkash', payBy: '2026-11-27T12:30:00.000Z' },
});

const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body)) }),
  'GET /payments/methods': {
    body: { methods: ['Cash on Delivery', 'bKash', 'bKash Online'], onlinePaymentMinutes: 30 },
  },
  'POST /orders': { status: 201, body: online },
  'POST /payments/bkash': { body: { paymentID: 'TR0011ABC', bkashURL: 'http://bkash.test/pay/TR0011ABC' } },
});

afterEach(() => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  vi.unstubAllGlobals();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;

async function orderOnline() {
  store.set(cartItemsAtom, [street, cng]);
  renderAt('/order', '/order', <OrderPage />);
  await screen.findByTestId('summary-total');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /bKash online payment/ }));
  await user.type(field('Full name'), 'Rahim Uddin');
  await user.type(field('Mobile number'), '01711000000');
  await user.type(field('Address'), 'House 12, Road 5');
  await user.type(field('Thana / upazila'), 'Dhanmondi');
  await user.click(screen.getByRole('button', { name: 'Pay with bKash' }));
}

describe('paying online with bKash from the checkout', { timeout: 20_000 }, () => {
  it('when the shop offers bKash online, then the order is placed for it, and the customer goes to bKash with the cart kept until paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await orderOnline();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bkash.test/pay/TR0011ABC'));
    const placed = api.requests.find((r) => r.method === 'POST' && r.path === '/orders')!;
    expect((JSON.parse(placed.body) as PlaceOrderBody).payment).toEqual({ paymentType: 'bKash Online' });
    const started = api.requests.find((r) => r.method === 'POST' && r.path === '/payments/bkash')!;
    expect(JSON.parse(started.body)).toEqual({ key: online.key });
    expect(store.get(cartItemsAtom)).toHaveLength(2);
  });

  it('when bKash does not answer, then the customer lands on the return page of the order, to pay again', async () => {
    api.on('POST /payments/bkash', failure(503, 'bKash is not answering right now', 'unavailable'));
    await orderOnline();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/payment/bkash?order=${online.key}`),
    );
  });

  it('when the shop has not configured bKash online, then the option is not there', async () => {
    api.on('GET /payments/methods', {
      body: { methods: ['Cash on Delivery', 'bKash'], onlinePaymentMinutes: 30 },
    });
    store.set(cartItemsAtom, [street]);
    renderAt('/order', '/order', <OrderPage />);
    await screen.findByTestId('summary-total');
    await waitFor(() => expect(api.urls('/payments/methods')).toHaveLength(1));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'Cash on Delivery',
      'bKash',
    ]);
  });
});
