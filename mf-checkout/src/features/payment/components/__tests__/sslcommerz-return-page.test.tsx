import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { cartItemsAtom, changeLanguage, store } from '@tyre/web-kit';
import { street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { SslcommerzReturnPage } from '../sslcommerz-return-page';

const TRAN = 'SC0123456789abcdef01234567';
const summary: PaymentResult['order'] = {
  key: 'card-order-key-0123456789ab',
  reference: 'TB-260077',
  total: 12160,
  status: 'awaiting_payment',
  payBy: '2026-11-27T12:30:00.000Z',
};
const answer = (result: PaymentResult['result'], status = summary.status): PaymentResult => ({
  result,
  order: { ...summary, status },
});

const api = testApiForFile({
  'GET /payments/sslcommerz/result': { body: answer('paid', 'pending') },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

const resultTitle = async () => within(await screen.findByTestId('payment-result')).getByRole('status');
const page = (search: string) =>
  renderAt(`/payment/sslcommerz?${search}`, '/payment/sslcommerz', <SslcommerzReturnPage />);

describe('the SSLCommerz return page', () => {
  it('when the shop finds the card payment made, then it says paid, links to the invoice and empties the cart', async () => {
    store.set(cartItemsAtom, [street]);
    page(`tran_id=${TRAN}&status=success`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Card payment');
    expect((await resultTitle()).textContent).toBe('Payment received. Thank you!');
    expect(screen.getByTestId('order-reference').textContent).toBe('TB-260077');
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe(
      `/invoice/${summary.key}`,
    );
    expect(api.urls('/payments')).toEqual([`/payments/sslcommerz/result?tran_id=${TRAN}&status=success`]);
    await waitFor(() => expect(store.get(cartItemsAtom)).toEqual([]));
  });

  it('when the card was declined, then (in Bangla) it says so, keeps the cart, and pays again on a new SSLCommerz page or orders with Cash on Delivery', async () => {
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street]);
    api.on('GET /payments/sslcommerz/result', { body: answer('failed') });
    api.on('POST /payments/sslcommerz', {
      body: { tranId: 'SC00000000000000000000000B', gatewayPageURL: 'http://ssl.test/gw.php?SESSIONKEY=B' },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    page(`tran_id=${TRAN}&status=fail`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('কার্ড পেমেন্ট');
    expect((await resultTitle()).textContent).toBe('পেমেন্ট সম্পন্ন হয়নি');
    expect(screen.getByRole('link', { name: 'ক্যাশ অন ডেলিভারিতে অর্ডার করুন' }).getAttribute('href')).toBe(
      '/order',
    );
    expect(store.get(cartItemsAtom)).toHaveLength(1);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'আবার পেমেন্ট করুন' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://ssl.test/gw.php?SESSIONKEY=B'));
    const started = api.requests.find((r) => r.method === 'POST' && r.path === '/payments/sslcommerz')!;
    expect(JSON.parse(started.body)).toEqual({ key: summary.key });
  });

  it('when SSLCommerz marked the payment for review, then it says the payment arrived and is being checked, with the invoice', async () => {
    api.on('GET /payments/sslcommerz/result', { body: answer('review', 'payment_review') });
    page(`tran_id=${TRAN}&status=success`);
    expect((await resultTitle()).textContent).toBe('Payment received: we are checking it');
    expect(screen.getByRole('link', { name: 'View invoice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
  });

  it("when SSLCommerz has not told the result yet, then it says still being checked in SSLCommerz's words and asks again", async () => {
    let asked = 0;
    api.on('GET /payments/sslcommerz/result', () => {
      asked += 1;
      return { body: asked === 1 ? answer('checking') : answer('paid', 'pending') };
    });
    page(`tran_id=${TRAN}&status=success`);
    expect((await resultTitle()).textContent).toBe('We are still checking your payment');
    expect(screen.getByText(/SSLCommerz has not told us the result yet/)).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(async () => expect((await resultTitle()).textContent).toBe('Payment received. Thank you!'));
  });

  it('when the payment page could not be opened, then the order by its key offers pay again, and a failed start says so', async () => {
    api.on('GET /orders/:key', {
      body: {
        _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
        ...summary,
        userId: null,
        items: [],
        customer: { name: 'R', address: 'A', thana: 'T', district: 'Dhaka', mobileNumber: '01711000000' },
        payment: { paymentType: 'SSLCommerz', gateway: 'sslcommerz', payBy: summary.payBy },
        subtotal: 12000,
        shipping: 160,
        history: [],
        createdAt: '2026-11-27T12:00:00.000Z',
        updatedAt: '2026-11-27T12:00:00.000Z',
      },
    });
    api.on(
      'POST /payments/sslcommerz',
      failure(503, 'Card payment is not answering right now', 'unavailable'),
    );
    page(`order=${summary.key}`);
    expect((await resultTitle()).textContent).toBe('This order is not paid yet');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Pay again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment page is not answering right now. Please try again in a moment.',
    );
  });

  it('when the address names no payment, then it says there is none to show', async () => {
    page('status=success');
    expect(await screen.findByText('No payment to show')).toBeTruthy();
    expect(
      screen.getByText('This page shows a payment when you come back from the payment page.'),
    ).toBeTruthy();
  });
});
