import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrdersTablePage } from '../orders-table-page';

const DAY = 86_400_000;
const paidCard = (reference: string, status: 'pending' | 'completed', deliverBy: number) =>
  orderOf(reference, {
    status,
    payment: {
      paymentType: 'SSLCommerz',
      gateway: 'sslcommerz',
      paymentID: `SC${reference.replace(/\D/g, '').padStart(24, '0')}`,
      trxID: '2611270615000042ABCD',
      amount: 12160,
      paidAt: new Date(deliverBy - 10 * DAY).toISOString(),
      deliverBy: new Date(deliverBy).toISOString(),
    },
  });

const late = paidCard('TB-260101', 'pending', Date.now() - DAY);
const onTime = paidCard('TB-260102', 'pending', Date.now() + 3 * DAY);
const delivered = paidCard('TB-260103', 'completed', Date.now() - DAY);

testApiForFile((api) => {
  api.on('GET /orders/all', () => ({
    body: [late, onTime, delivered, orderOf('TB-260104')],
    headers: { 'X-Total-Count': '4' },
  }));
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const rowOf = async (reference: string) =>
  (await screen.findByRole('link', { name: `Open ${reference}` })).closest('tr') as HTMLElement;

describe('paid online orders past their delivery deadline in the orders list', () => {
  it('when a paid order is not delivered by its deadline, then its row says "Overdue delivery"; on time, delivered or not paid online: nothing', async () => {
    renderScreen('/dashboard/orders', { '/dashboard/orders': <OrdersTablePage /> });
    expect(within(await rowOf('TB-260101')).getByText('Overdue delivery')).toBeTruthy();
    for (const reference of ['TB-260102', 'TB-260103', 'TB-260104'])
      expect(within(await rowOf(reference)).queryByTestId('overdue-delivery')).toBeNull();
    expect(screen.getAllByTestId('overdue-delivery')).toHaveLength(1);
  });

  it('when the dashboard is in Bangla, then the badge is in Bangla', async () => {
    await act(() => changeLanguage('bn'));
    renderScreen('/dashboard/orders', { '/dashboard/orders': <OrdersTablePage /> });
    expect((await screen.findByTestId('overdue-delivery')).textContent).toBe('ডেলিভারির সময় পেরিয়ে গেছে');
  });
});
