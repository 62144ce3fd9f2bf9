import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, SteadfastBookingResult } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { courierOf, orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersTablePage } from '../orders-table-page';

const steadfastCourier = courierOf('Steadfast Courier', { nameBn: 'স্টেডফাস্ট কুরিয়ার' });

const fake = testApiForFile((api) => {
  api.on('GET /couriers', { body: [steadfastCourier] });
  api.on('GET /couriers/steadfast', { body: { enabled: true } });
});

/** The order as the API keeps it; a booking ships it as the API does (after `delayMs`). */
function serve(order: Order, o: { problem?: SteadfastBookingResult['problem']; delayMs?: number } = {}) {
  let current = order;
  fake.on('GET /orders/:key', () => ({ body: current }));
  fake.on('POST /couriers/steadfast/bookings', async () => {
    await new Promise((resolve) => setTimeout(resolve, o.delayMs ?? 0));
    if (o.problem)
      return {
        body: {
          results: [
            {
              orderId: order._id,
              reference: order.reference,
              booked: false,
              replayed: false,
              problem: o.problem,
              message: 'x',
            },
          ],
        },
      };
    current = {
      ...current,
      status: 'shipped',
      history: [...current.history, { from: current.status, to: 'shipped', by: null, at: current.createdAt }],
      shipment: {
        courier: { _id: steadfastCourier._id, name: steadfastCourier.name, nameBn: steadfastCourier.nameBn },
        trackingNumber: 'SF15BAEB8A',
        trackingUrl: 'https://steadfast.com.bd/t/SF15BAEB8A',
        consignmentId: '1424107',
        codAmount: current.total,
        at: current.createdAt,
      },
    };
    return {
      body: {
        results: [
          { orderId: order._id, reference: order.reference, booked: true, replayed: false, order: current },
        ],
      },
    };
  });
}

const renderOrder = (order: Order) =>
  renderScreen(`/dashboard/orders/${order.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
const bookings = () =>
  fake.requests
    .filter((r) => r.path === '/couriers/steadfast/bookings')
    .map((r) => JSON.parse(r.body) as unknown);
const statusTag = () => screen.getAllByTestId('order-status')[0]!.textContent;

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('booking with Steadfast', () => {
  it('when an order being processed is booked, then one booking is sent, the button waits for it, and the order shows shipped with its consignment', async () => {
    // the busy button is pressed again on purpose
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const order = orderOf('TB-260030', { status: 'processing' });
    serve(order, { delayMs: 150 });
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Steadfast' }));
    // the confirmation names the amount to collect (the total: Cash on Delivery)
    expect(
      await screen.findByText(/^Book a Steadfast parcel to collect BDT ?6,?120\/- and tell/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    // busy: a second press sends nothing
    await waitFor(() => expect(screen.getByTestId('book-steadfast').hasAttribute('disabled')).toBe(true));
    await user.click(screen.getByTestId('book-steadfast'));
    expect(
      await screen.findByText('Order TB-260030 booked with Steadfast: tracking code SF15BAEB8A', {
        selector: '.Toastify *',
      }),
    ).toBeTruthy();
    expect(bookings()).toEqual([{ orders: [order._id] }]);
    await waitFor(() => expect(statusTag()).toBe('shipped'));
    expect(screen.getByText('1424107')).toBeTruthy();
    expect(screen.getByTestId('tracking-link').getAttribute('href')).toBe(
      'https://steadfast.com.bd/t/SF15BAEB8A',
    );
    // shipped: no more booking
    expect(screen.queryByRole('button', { name: 'Book with Steadfast' })).toBeNull();
  });

  it('when Steadfast did not answer, then the admin is told to try again and the order stays processing', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260031', { status: 'processing' });
    serve(order, { problem: 'unanswered' });
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Steadfast' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(
        'Steadfast did not answer for order TB-260031. Try again: it is never booked twice',
        { selector: '.Toastify *' },
      ),
    ).toBeTruthy();
    expect(statusTag()).toBe('processing');
  });

  it('when the language is Bangla, then the button and its answers read in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLanguage('bn'));
    const order = orderOf('TB-260032', { status: 'processing' });
    serve(order, { problem: 'in_progress' });
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'স্টেডফাস্টে বুক করুন' }));
    await user.click(await screen.findByRole('button', { name: 'হ্যাঁ' }));
    expect(
      await screen.findByText('অর্ডার TB-260032 এখন বুক হচ্ছে; একটু পরে আবার লোড করুন', {
        selector: '.Toastify *',
      }),
    ).toBeTruthy();
  });

  it('when the order is not being processed, or the shop has no Steadfast, then there is no button', async () => {
    const pending = orderOf('TB-260033', { status: 'pending' });
    serve(pending);
    const { unmount } = renderOrder(pending);
    await screen.findByRole('heading', { name: /TB-260033/ });
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/couriers/steadfast')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Book with Steadfast' })).toBeNull();
    unmount();

    fake.on('GET /couriers/steadfast', { body: { enabled: false } });
    const processing = orderOf('TB-260034', { status: 'processing' });
    serve(processing);
    renderOrder(processing);
    await screen.findByRole('button', { name: 'Mark shipped' });
    expect(screen.queryByRole('button', { name: 'Book with Steadfast' })).toBeNull();
  });

  it('when orders being processed are selected in the list, then they are booked in one request', async () => {
    const user = userEvent.setup({ delay: null });
    const a = orderOf('TB-260040', { status: 'processing' });
    const b = orderOf('TB-260041', { status: 'processing' });
    const c = orderOf('TB-260042', { status: 'pending' });
    fake.on('GET /orders/all', listPage([a, b, c]));
    fake.on('POST /couriers/steadfast/bookings', {
      body: {
        results: [a, b].map((o) => ({
          orderId: o._id,
          reference: o.reference,
          booked: true,
          replayed: false,
        })),
      },
    });
    renderScreen('/dashboard/orders', { '/dashboard/orders': <OrdersTablePage /> });
    await user.click(await screen.findByRole('checkbox', { name: 'Select TB-260040' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TB-260041' }));
    expect(screen.getByRole('checkbox', { name: 'Select TB-260042' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Book selected with Steadfast (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Steadfast: 2 booked, 0 not booked', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(bookings()).toEqual([{ orders: [a._id, b._id] }]);
  });
});
