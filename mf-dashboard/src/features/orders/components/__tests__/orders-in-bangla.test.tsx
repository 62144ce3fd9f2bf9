import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@tyre/web-kit';
import { testApiForFile } from '@tyre/test-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersTablePage } from '../orders-table-page';

const bkash = orderOf('TB-260002', {
  status: 'payment_review',
  payment: { paymentType: 'bKash', trxID: 'ABCDE12345', mobileNumber: '01811000002' },
  customer: { ...orderOf('TB-0').customer, district: 'Chattogram' },
  subtotal: 100_000,
  shipping: 800,
  total: 100_800,
});
const fake = testApiForFile((api) => {
  api.on('GET /orders/all', () => ({
    body: [bkash, orderOf('TB-260001')],
    headers: { 'X-Total-Count': '41' },
  }));
});

describe('the orders screens in Bangla', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('when the language is Bangla, then the orders table has Bangla headings, statuses and payment types, and prices and counts in Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/orders', { '/dashboard/orders': <OrdersTablePage /> });
    expect(await screen.findByRole('heading', { name: 'অর্ডার' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'TB-260002 খুলুন' })).closest('tr') as HTMLElement;
    for (const text of ['৳ ১,০০,৮০০', 'বিকাশ', 'পেমেন্ট যাচাই', 'চট্টগ্রাম'])
      expect(within(row).getByText(text)).toBeTruthy();
    // placed 1 Mar 2025, 16:00 in Dhaka: Bangla digits and day period, never AM/PM
    expect(within(row).getByText(/০১ মার্চ, ২০২৫.*০৪:০০ অপরাহ্ণ/)).toBeTruthy();
    expect(within(row).queryByText(/Chattogram|AM|PM|[0-9]{2}:/)).toBeNull();
    for (const name of ['রেফারেন্স', 'তারিখ', 'গ্রাহক', 'জেলা', 'পেমেন্টের ধরন', 'অবস্থা'])
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.getByText('৪১টি অর্ডার')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'অর্ডার খুঁজুন' })).toBeTruthy();
    expect(screen.queryByText(/BDT|payment review|Cash on Delivery/)).toBeNull();
  });

  it('when the language is Bangla, then an order shows Bangla labels, status, moves and Bengali-digit prices', async () => {
    await act(() => changeLanguage('bn'));
    fake.on('GET /orders/:key', () => ({ body: bkash }));
    renderScreen(`/dashboard/orders/${bkash.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
    expect(await screen.findByRole('heading', { name: 'অর্ডার TB-260002' })).toBeTruthy();
    expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('পেমেন্ট যাচাই');
    for (const text of ['গ্রাহক', 'ডেলিভারি', 'মোট হিসাব', 'ইতিহাস', 'উপমোট', 'সর্বমোট', 'প্রেরক (বিকাশ নম্বর)'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('৳ ১,০০,৮০০')).toBeTruthy();
    expect(screen.getByText('৳ ১,০০,০০০')).toBeTruthy();
    expect(screen.getAllByText('৳ ৩,০০০').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'পেমেন্ট যাচাই করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পেমেন্ট প্রত্যাখ্যান করুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'সব অর্ডার' })).toBeTruthy();
    expect(screen.getByText('চট্টগ্রাম')).toBeTruthy();
    expect(screen.getAllByText(/০৪:০০ অপরাহ্ণ/).length).toBeGreaterThan(1); // placed, and the history
    expect(screen.queryByText(/BDT|Chattogram|\b(AM|PM)\b/)).toBeNull();
  });

  it('when the language is Bangla and a move succeeds, then its toast is in Bangla too (not the API’s English message)', async () => {
    await act(() => changeLanguage('bn'));
    fake.on('GET /orders/:key', () => ({ body: bkash }));
    fake.on('PUT /orders/:key', () => ({
      body: { message: 'Order TB-260002 is now pending', order: { ...bkash, status: 'pending' as const } },
    }));
    renderScreen(`/dashboard/orders/${bkash.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'পেমেন্ট যাচাই করুন' }));
    expect(await screen.findByText('অর্ডার TB-260002 এখন অপেক্ষমাণ', { selector: '.Toastify *' })).toBeTruthy();
    expect(screen.queryByText(/is now/)).toBeNull();
  });
});
