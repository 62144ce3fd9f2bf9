import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notFound, ok, testApiForFile } from '@tyre/test-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';

const paid = orderOf('TB-260031', {
  status: 'pending',
  payment: {
    paymentType: 'bKash Online',
    gateway: 'bkash',
    paymentID: 'TR0011ABCDEF123456',
    trxID: 'BK00000042',
    amount: 4580,
    paidAt: '2026-11-27T06:15:00.000Z',
  },
});
const refunded = orderOf('TB-260032', {
  status: 'cancelled',
  payment: {
    paymentType: 'bKash Online',
    gateway: 'bkash',
    payBy: '2026-11-27T06:30:00.000Z',
    flagged: 'bKash payment TR0011XYZ (TrxID BK00000043, BDT 4580) was taken but not refunded',
  },
});

testApiForFile({
  'GET /orders/:key': ({ params }) => {
    const found = [paid, refunded].find((o) => o.key === params.key);
    return found ? ok(found) : notFound;
  },
});

const renderOrder = (key: string) =>
  renderScreen(`/dashboard/orders/${key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });

describe('the payment of an order paid online', () => {
  it('when paid with bKash online, then the order page shows the gateway, the payment and transaction ids, the amount and the time', async () => {
    renderOrder(paid.key);
    expect(await screen.findByRole('heading', { name: 'Order TB-260031' })).toBeTruthy();
    expect(screen.getByText('bKash (online)')).toBeTruthy();
    expect(screen.getByText('Gateway')).toBeTruthy();
    expect(screen.getByTestId('payment-id').textContent).toBe('TR0011ABCDEF123456');
    expect(screen.getByText('BK00000042')).toBeTruthy();
    expect(screen.getByText('Amount paid')).toBeTruthy();
    expect(screen.getByText('Paid at')).toBeTruthy();
  });

  it('when money could not be given back, then the order page says so for the admin', async () => {
    renderOrder(refunded.key);
    expect(await screen.findByRole('heading', { name: 'Order TB-260032' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('was taken but not refunded');
  });
});
