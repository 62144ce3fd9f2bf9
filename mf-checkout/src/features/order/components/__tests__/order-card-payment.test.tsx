import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderBody } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { cartItemsAtom, changeLanguage, store } from '@tyre/web-kit';
import { cng, order, quoteFor, street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { OrderPage } from '../order-page';

const online = order({
  key: 'card-order-key-0123456789ab',
  status: 'awaiting_payment',
  payment: { paymentType: 'SSLCommerz', gateway: 'sslcommerz', payBy: '2026-11-27T12:30:00.000Z' },
});

const api = testApiForFile({
  'POST /orders/quote': (request) => ({ body: quoteFor(JSON.parse(request.body)) }),
  'GET /payments/methods': {
    body: { methods: ['Cash on Delivery', 'bKash', 'bKash Online', 'SSLCommerz'], onlinePaymentMinutes: 30 },
  },
  'POST /orders': { status: 201, body: online },
  'POST /payments/sslcommerz': {
    body: {
      tranId: 'SC0123456789abcdef01234567',
      gatewayPageURL: 'http://ssl.test/gw.php?Q=pay&SESSIONKEY=A',
    },
  },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLInputElement;

async function orderByCard(words: {
  card: RegExp;
  name: string;
  mobile: string;
  address: string;
  thana: string;
  pay: string;
}) {
  store.set(cartItemsAtom, [street, cng]);
  renderAt('/order', '/order', <OrderPage />);
  await screen.findByTestId('summary-total');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: words.card }));
  await user.type(field(words.name), 'Rahim Uddin');
  await user.type(field(words.mobile), '01711000000');
  await user.type(field(words.address), 'House 12, Road 5');
  await user.type(field(words.thana), 'Dhanmondi');
  await user.click(screen.getByRole('button', { name: words.pay }));
}

const en = {
  card: /Card, mobile or internet banking/,
  name: 'Full name',
  mobile: 'Mobile number',
  address: 'Address',
  thana: 'Thana / upazila',
  pay: 'Continue to payment',
};

describe('paying by card (SSLCommerz) from the checkout', { timeout: 20_000 }, () => {
  it('when the shop offers SSLCommerz, then every configured way to pay is listed, the order is placed for it, and the customer goes to SSLCommerz with the cart kept until paid', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await orderByCard(en);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://ssl.test/gw.php?Q=pay&SESSIONKEY=A'));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'Cash on Delivery',
      'bKash',
      'bKash Online',
      'SSLCommerz',
    ]);
    const placed = api.requests.find((r) => r.method === 'POST' && r.path === '/orders')!;
    expect((JSON.parse(placed.body) as PlaceOrderBody).payment).toEqual({ paymentType: 'SSLCommerz' });
    const started = api.requests.find((r) => r.method === 'POST' && r.path === '/payments/sslcommerz')!;
    expect(JSON.parse(started.body)).toEqual({ key: online.key });
    expect(store.get(cartItemsAtom)).toHaveLength(2);
  });

  it('when SSLCommerz does not answer, then (in Bangla) the customer lands on the card return page of the order, to pay again', async () => {
    await act(() => changeLanguage('bn'));
    api.on(
      'POST /payments/sslcommerz',
      failure(503, 'Card payment is not answering right now', 'unavailable'),
    );
    await orderByCard({
      card: /কার্ড, মোবাইল বা ইন্টারনেট ব্যাংকিং/,
      name: 'পুরো নাম',
      mobile: 'মোবাইল নম্বর',
      address: 'ঠিকানা',
      thana: 'থানা',
      pay: 'পেমেন্ট করতে এগিয়ে যান',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/payment/sslcommerz?order=${online.key}`),
    );
  });
});
