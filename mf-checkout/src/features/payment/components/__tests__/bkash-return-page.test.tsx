import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { cartItemsAtom, changeLanguage, store } from '@tyre/web-kit';
import { street } from '../../../../testing/fixtures';
import { renderAt } from '../../../../testing/render-at';
import { BkashReturnPage } from '../bkash-return-page';

const summary: PaymentResult['order'] = {
  key: 'online-order-key-0123456789',
  reference: 'TB-260042',
  total: 5080,
  status: 'awaiting_payment',
  payBy: '2026-11-27T12:30:00.000Z',
};
const answer = (result: PaymentResult['result'], status = summary.status): PaymentResult => ({
  result,
  order: { ...summary, status },
});

const api = testApiForFile({
  'GET /payments/bkash/callback': { body: answer('paid', 'pending') },
});

afterEach(async () => {
  store.set(cartItemsAtom, []);
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

/** The result's title (the page's live status; the test router's location probe is an output too). */
const resultTitle = async () => within(await screen.findByTestId('payment-result')).getByRole('status');

const page = (search: string) => renderAt(`/payment/bkash?${search}`, '/payment/bkash', <BkashReturnPage />);

describe('the bKash return page', () => {
  it('when bKash says success and the shop finds it paid, then it says paid, links to the invoice and empties the cart', async () => {
    store.set(cartItemsAtom, [street]);
    page('paymentID=TR0011ABC&status=success');
    expect((await resultTitle()).textContent).toBe('Payment received. Thank you!');
    expect(screen.getByTestId('order-reference').textContent).toBe('TB-260042');
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe(
      `/invoice/${summary.key}`,
    );
    expect(screen.queryByRole('button', { name: 'Pay again with bKash' })).toBeNull();
    expect(api.urls('/payments')).toEqual(['/payments/bkash/callback?paymentID=TR0011ABC&status=success']);
    await waitFor(() => expect(store.get(cartItemsAtom)).toEqual([]));
  });

  it('when the customer cancelled, then (in Bangla) it says so, keeps the cart, and offers pay again and Cash on Delivery', async () => {
    await act(() => changeLanguage('bn'));
    store.set(cartItemsAtom, [street]);
    api.on('GET /payments/bkash/callback', { body: answer('cancelled') });
    api.on('POST /payments/bkash', {
      body: { paymentID: 'TR0011NEW', bkashURL: 'http://bkash.test/pay/TR0011NEW' },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      page('paymentID=TR0011ABC&status=cancel');
      expect((await resultTitle()).textContent).toBe('আপনি পেমেন্ট বাতিল করেছেন');
      expect(screen.getByRole('link', { name: 'ক্যাশ অন ডেলিভারিতে অর্ডার করুন' }).getAttribute('href')).toBe(
        '/order',
      );
      expect(store.get(cartItemsAtom)).toHaveLength(1);
      await userEvent
        .setup({ delay: null })
        .click(screen.getByRole('button', { name: 'বিকাশে আবার পেমেন্ট করুন' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://bkash.test/pay/TR0011NEW'));
      const started = api.requests.find((r) => r.method === 'POST' && r.path === '/payments/bkash')!;
      expect(JSON.parse(started.body)).toEqual({ key: summary.key });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('when bKash has not told the result yet, then it says still being checked, offers no second payment, and asks again', async () => {
    let asked = 0;
    api.on('GET /payments/bkash/callback', () => {
      asked += 1;
      return { body: asked === 1 ? answer('checking') : answer('paid', 'pending') };
    });
    page('paymentID=TR0011ABC&status=success');
    expect((await resultTitle()).textContent).toBe('We are still checking your payment');
    expect(screen.queryByRole('button', { name: 'Pay again with bKash' })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('payment-result')).getByRole('status').textContent).toBe(
        'Payment received. Thank you!',
      ),
    );
  });

  it('when the order expired, or bKash is down when paying again, then it says so', async () => {
    api.on('GET /payments/bkash/callback', { body: answer('expired', 'cancelled') });
    page('paymentID=TR0011ABC&status=success');
    expect((await resultTitle()).textContent).toBe('This order was cancelled');
    expect(screen.queryByRole('button', { name: 'Pay again with bKash' })).toBeNull();
  });

  it('when the payment could not start, then the order by its key offers pay again; a failed start says bKash is not answering', async () => {
    api.on('GET /orders/:key', {
      body: {
        _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
        ...summary,
        userId: null,
        items: [],
        customer: { name: 'R', address: 'A', thana: 'T', district: 'Dhaka', mobileNumber: '01711000000' },
        payment: { paymentType: 'bKash Online', gateway: 'bkash', payBy: summary.payBy },
        subtotal: 5000,
        shipping: 80,
        history: [],
        createdAt: '2026-11-27T12:00:00.000Z',
        updatedAt: '2026-11-27T12:00:00.000Z',
      },
    });
    api.on('POST /payments/bkash', failure(503, 'bKash is not answering right now', 'unavailable'));
    page(`order=${summary.key}`);
    expect((await resultTitle()).textContent).toBe('This order is not paid yet');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Pay again with bKash' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'bKash is not answering right now. Please try again in a moment.',
    );
  });
});
