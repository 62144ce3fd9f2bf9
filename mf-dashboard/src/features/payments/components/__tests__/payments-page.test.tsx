import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord } from '@tyre/contracts';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { renderScreen } from '../../../../testing/render-screen';
import { PaymentsPage } from '../payments-page';

const record = (over: Partial<PaymentRecord>): PaymentRecord => ({
  _id: 'SC0123456789abcdef01234567',
  gateway: 'sslcommerz',
  orderId: 'b1b1b1b1b1b1b1b1b1b1b1b1',
  reference: 'TB-260061',
  amount: 12160,
  state: 'completed',
  trxID: '2611270615000042ABCD',
  paidAmount: 12160,
  method: 'VISA-Dutch Bangla',
  riskLevel: 0,
  createdAt: '2026-11-27T06:10:00.000Z',
  updatedAt: '2026-11-27T06:15:00.000Z',
  ...over,
});

const api = testApiForFile({
  'GET /payments': listPage(
    [
      record({}),
      record({
        _id: 'TR0011ABCDEF',
        gateway: 'bkash',
        reference: 'TB-260062',
        state: 'review',
        riskLevel: 1,
        method: 'bKash',
        refunded: 500,
      }),
    ],
    41,
  ),
  'GET /payments/export.csv': { body: 'Created,Gateway\r\n' },
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('the payments screen', { timeout: 20_000 }, () => {
  it('when an admin opens it, then every payment is listed with its order, state and risk; the filters and the search go to the API and the address', async () => {
    renderScreen('/dashboard/payments', { '/dashboard/payments': <PaymentsPage /> });
    const table = await screen.findByRole('table');
    await within(table).findByText('TB-260061');
    expect(within(table).getByRole('link', { name: 'Open order TB-260062' }).getAttribute('href')).toBe(
      '/dashboard/orders/b1b1b1b1b1b1b1b1b1b1b1b1',
    );
    expect(within(table).getByText('Paid, to review')).toBeTruthy();
    expect(within(table).getByText('Risky')).toBeTruthy();
    expect(screen.getByText('41 payments')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'TB-260061{Enter}');
    await waitFor(() =>
      expect(api.urls('/payments').at(-1)).toBe('/payments?search=TB-260061&page=0&size=20'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/payments?search=TB-260061');
  });

  it('when the admin exports, then the CSV is asked with the same filters (in Bangla)', async () => {
    await act(() => changeLanguage('bn'));
    const createObjectURL = vi.fn(() => 'blob:payments');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderScreen('/dashboard/payments?gateway=bkash&state=review', {
      '/dashboard/payments': <PaymentsPage />,
    });
    await screen.findByRole('heading', { name: 'অনলাইন পেমেন্ট' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'CSV ডাউনলোড' }));
    await waitFor(() =>
      expect(api.urls('/payments/export.csv')).toEqual(['/payments/export.csv?gateway=bkash&state=review']),
    );
    expect(api.urls('/payments').filter((u) => !u.includes('export'))[0]).toBe(
      '/payments?gateway=bkash&state=review&page=0&size=20',
    );
  });
});
