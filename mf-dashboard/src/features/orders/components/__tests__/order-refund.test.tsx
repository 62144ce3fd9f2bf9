import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, RefundAnswer } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { changeLanguage } from '@tyre/web-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';

const paid = orderOf('TB-260051', {
  status: 'pending',
  total: 12160,
  payment: {
    paymentType: 'SSLCommerz',
    gateway: 'sslcommerz',
    paymentID: 'SC0123456789abcdef01234567',
    trxID: '2611270615000042ABCD',
    amount: 12160,
    paidAt: '2026-11-27T06:15:00.000Z',
    deliverBy: '2026-12-07T06:15:00.000Z',
    cardType: 'VISA-Dutch Bangla',
    cardBrand: 'VISA',
    risk: { level: 0, title: 'Safe' },
  },
});

const refunded = (amount: number, reason: string, id: string): Order => ({
  ...paid,
  payment: {
    ...paid.payment,
    refunded: amount,
    refunds: [
      {
        id,
        amount,
        reason,
        state: 'done',
        ref: '3105603600aa',
        by: { _id: 'a0a0a0a0a0a0a0a0a0a0a0a0', name: 'Administrator' },
        at: '2026-11-28T10:00:00.000Z',
      },
    ],
  },
  history: [
    ...paid.history,
    {
      from: 'pending',
      to: 'pending',
      by: { _id: 'a0a0a0a0a0a0a0a0a0a0a0a0', name: 'Administrator' },
      at: '2026-11-28T10:00:00.000Z',
      note: `Refunded BDT ${amount} through SSLCommerz: ${reason}`,
      refund: { id, amount },
    },
  ],
});

const api = testApiForFile({
  'GET /orders/:key': ({ params }) => ({ body: params.key === paid.key ? paid : orderOf('TB-260052') }),
  'GET /orders/:key/messages': { body: [] },
  'POST /payments/refunds': (request) => {
    const body = JSON.parse(request.body) as { amount: number; reason: string };
    const order = refunded(body.amount, body.reason, request.headers.get('idempotency-key') ?? '');
    const answer: RefundAnswer = { message: 'refunded', refund: order.payment.refunds![0]!, order };
    return { body: answer };
  },
});

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

const renderOrder = () =>
  renderScreen(`/dashboard/orders/${paid.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });

async function openDialog() {
  renderOrder();
  const card = await screen.findByTestId('online-payment');
  await userEvent.setup().click(within(card).getByRole('button', { name: /Refund|রিফান্ড/ }));
  return screen.findByRole('dialog');
}

describe('refunding an order paid online', { timeout: 45_000 }, () => {
  it('when an admin refunds part of a card payment, then the refund is sent once with its key, and the order shows it and what is left', async () => {
    const card = (renderOrder(), await screen.findByTestId('online-payment'));
    expect(screen.getByText('SSLCommerz')).toBeTruthy();
    expect(within(card).getByText('VISA-Dutch Bangla (VISA)')).toBeTruthy();
    expect(within(card).getByText('Safe')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refund order TB-260051')).toBeTruthy();
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount (BDT)' });
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'One tyre was returned');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByTestId('refunded-total').textContent).toContain('2,000'));
    const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/payments/refunds');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      order: paid.key,
      amount: 2000,
      reason: 'One tyre was returned',
    });
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(screen.getByTestId('refunds')).getByText('One tyre was returned')).toBeTruthy();
    expect(screen.getByText('Refund of BDT 2,000/-')).toBeTruthy();
  });

  it('when the amount is missing or the reason too short, then (in Bangla) the dialog says so under each field and sends nothing; it never takes more than is left', async () => {
    await act(() => changeLanguage('bn'));
    const dialog = await openDialog();
    const user = userEvent.setup();
    const amount = within(dialog).getByRole('spinbutton');
    await user.clear(amount);
    await user.type(within(dialog).getByRole('textbox'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'টাকা ফেরত দিন' }));
    await waitFor(() => expect(dialog.textContent).toContain('কারণ খুব ছোট'));
    expect(dialog.textContent).toContain('টাকার পরিমাণ (৳)');
    expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2);
    expect(api.requests.filter((r) => r.path === '/payments/refunds')).toEqual([]);
    await user.type(amount, '99999');
    await user.tab();
    // the field holds at most what is left of the payment
    expect((amount as HTMLInputElement).value).toBe('12160');
  });

  it('when the gateway refuses, then the admin reads why and the order is unchanged', async () => {
    api.on(
      'POST /payments/refunds',
      failure(409, 'The gateway refused the refund: Refund is not allowed for this transaction', 'conflict'),
    );
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('The gateway refused the refund: Refund is not allowed for this transaction'),
    ).toBeTruthy();
    expect(screen.getByTestId('refunded-total').textContent).toContain('0');
  });
});
