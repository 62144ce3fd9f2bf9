import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@tyre/contracts';
import { failure, testApiForFile } from '@tyre/test-kit';
import { orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';

const fake = testApiForFile();

/** Serve one order and accept moves on it (as the API: the order with the new status). */
function serve(order: Order) {
  let current = order;
  fake.on('GET /orders/:key', () => ({ body: current }));
  fake.on('PUT /orders/:key', (request) => {
    const body = JSON.parse(request.body) as { status: OrderStatus; note?: string };
    current = {
      ...current,
      status: body.status,
      history: [
        ...current.history,
        {
          from: current.status,
          to: body.status,
          by: { _id: 'a', name: 'Admin' },
          at: current.createdAt,
          note: body.note,
        },
      ],
    };
    return { body: { message: `Order ${current.reference} is now ${body.status}`, order: current } };
  });
}

const renderOrder = (order: Order) =>
  renderScreen(`/dashboard/orders/${order.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
const statusTag = () => screen.getAllByTestId('order-status')[0]!.textContent;
const puts = () => fake.requests.filter((r) => r.method === 'PUT');

describe('the order detail', () => {
  it('when a bKash order is under review, then it shows the TrxID, sender and only Verify and Reject; Verify sends the move with the note and shows the new status', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260007', {
      status: 'payment_review',
      payment: { paymentType: 'bKash', trxID: 'ABCDE12345', mobileNumber: '01811000002' },
    });
    serve(order);
    renderOrder(order);
    expect(await screen.findByRole('heading', { name: 'Order TB-260007' })).toBeTruthy();
    expect(screen.getByText('ABCDE12345')).toBeTruthy();
    expect(screen.getByText('01811000002')).toBeTruthy();
    expect(screen.getByText('Rahim Uddin')).toBeTruthy();
    expect(screen.getByText('Mirpur')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RoadGrip 90/90-17 TT' })).toBeTruthy();
    const buttons = within(screen.getByText('Change status').closest('.ant-card') as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Verify payment', 'Reject payment']);
    expect(statusTag()).toBe('payment review');

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Matched statement');
    await user.click(screen.getByRole('button', { name: 'Verify payment' }));
    expect(
      await screen.findByText('Order TB-260007 is now pending', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(puts().map((r) => [r.path, JSON.parse(r.body)])).toEqual([
      [`/orders/${order.key}`, { status: 'pending', note: 'Matched statement' }],
    ]);
    await waitFor(() => expect(statusTag()).toBe('pending'));
    expect(screen.getByText('Matched statement')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark processing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify payment' })).toBeNull();
  });

  it('when an order is cancelled, then only after the confirmation; a completed order offers no move', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260008', { status: 'shipped' });
    serve(order);
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Are you sure want to cancel this order?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(puts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(statusTag()).toBe('completed'));
    expect(JSON.parse(puts()[0]!.body)).toEqual({ status: 'completed' });
    expect(screen.getByText('This order is closed: no further status change.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('when the API refuses a move, then the error toast shows its message and the status stays', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260009', { status: 'pending' });
    fake.on('GET /orders/:key', { body: order });
    fake.on(
      'PUT /orders/:key',
      failure(409, 'This order cannot move from pending to processing', 'conflict'),
    );
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Mark processing' }));
    expect(
      await screen.findByText('This order cannot move from pending to processing', {
        selector: '.Toastify *',
      }),
    ).toBeTruthy();
    expect(statusTag()).toBe('pending');
  });
});
