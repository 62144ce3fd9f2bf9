import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRecord, Order, PathaoBookingResult } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { listPage, testApiForFile } from '@tyre/test-kit';
import { courierOf, orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';
import { OrdersTablePage } from '../orders-table-page';

const pathaoCourier = courierOf('Pathao Courier', { nameBn: 'পাঠাও কুরিয়ার' });
const noRecord = (mobileNumber: string): CustomerRecord => ({
  mobileNumber,
  orders: 0,
  completed: 0,
  refused: 0,
  returned: 0,
  cancelled: 0,
  open: 0,
  recent: [],
});

const fake = testApiForFile((api) => {
  api.on('GET /couriers', { body: [pathaoCourier] });
  api.on('GET /couriers/pathao', { body: { enabled: true } });
  api.on('GET /couriers/pathao/cities', {
    body: [
      { id: 1, name: 'Dhaka' },
      { id: 2, name: 'Chittagong' },
    ],
  });
  api.on('GET /couriers/pathao/cities/:cityId/zones', ({ params }) => ({
    body:
      params.cityId === '2'
        ? [
            { id: 101, name: 'Agrabad' },
            { id: 102, name: 'Halishahar' },
          ]
        : [
            { id: 52, name: 'Dhanmondi' },
            { id: 53, name: 'Mirpur' },
          ],
  }));
  api.on('GET /couriers/pathao/zones/:zoneId/areas', {
    body: [{ id: 40, name: 'Mirpur 10', homeDelivery: true }],
  });
  api.on('GET /orders/:id/customer-record', ({ params }) => ({ body: noRecord(params.id) }));
});

/** The shipped order as the API answers a booking. */
const shipped = (order: Order, consignmentId: string): Order => ({
  ...order,
  status: 'shipped',
  history: [...order.history, { from: order.status, to: 'shipped', by: null, at: order.createdAt }],
  shipment: {
    courier: { _id: pathaoCourier._id, name: pathaoCourier.name, nameBn: pathaoCourier.nameBn },
    trackingNumber: consignmentId,
    consignmentId,
    codAmount: order.total,
    carrier: 'pathao',
    update: { state: 'booked', at: order.createdAt },
    at: order.createdAt,
  },
});

/**
 * Orders as the API keeps them; each booking answers `answer` for the order, or books it. `heavy`:
 * the parcels' weights (kg) of orders heavier than Pathao takes.
 */
function serve(
  orders: Order[],
  answer?: (order: Order) => PathaoBookingResult,
  heavy: Record<string, number> = {},
) {
  const current = new Map(orders.map((o) => [o._id, o]));
  fake.on('GET /orders/:key', ({ params }) => ({
    body: [...current.values()].find((o) => o.key === params.key || o._id === params.key)!,
  }));
  fake.on('GET /couriers/pathao/orders/:id/destination', ({ params }) => {
    const o = current.get(params.id)!;
    const ctg = o.customer.district === 'Chattogram';
    return {
      body: {
        city: ctg ? { id: 2, name: 'Chittagong' } : { id: 1, name: 'Dhaka' },
        zone: ctg ? null : { id: 53, name: 'Mirpur' },
        area: null,
        weight: heavy[o._id] ? 10 : 6,
        estimatedWeight: heavy[o._id] ?? 6,
        tooHeavy: heavy[o._id] !== undefined,
        quantity: 2,
        codAmount: o.total,
      },
    };
  });
  fake.on('POST /couriers/pathao/bookings', ({ body }) => {
    const { parcels } = JSON.parse(body) as { parcels: { order: string }[] };
    return {
      body: {
        results: parcels.map(({ order: id }, i) => {
          const o = current.get(id)!;
          const given = answer?.(o);
          if (given) return given;
          const done = shipped(o, `DL26110${i}TEST`);
          current.set(id, done);
          return { orderId: id, reference: o.reference, booked: true, replayed: false, order: done };
        }),
      },
    };
  });
  return current;
}

const renderOrder = (order: Order) =>
  renderScreen(`/dashboard/orders/${order.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
const bookings = () =>
  fake.requests
    .filter((r) => r.path === '/couriers/pathao/bookings')
    .map((r) => JSON.parse(r.body) as { parcels: Record<string, unknown>[] });
const statusTag = () => screen.getAllByTestId('order-status')[0]!.textContent;

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('booking with Pathao', () => {
  it('when an order is booked, then the city and zone proposed are sent with the weight and delivery type, once, and the order shows shipped', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260040', { status: 'processing' });
    serve([order]);
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Pathao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book with Pathao' });
    const parcel = await within(dialog).findByTestId('pathao-parcel-TB-260040');
    expect(within(parcel).getByText('Pathao collects BDT 6,120/-')).toBeTruthy();
    // the proposal: Dhaka, Mirpur, 6 kg
    await waitFor(() => expect(within(parcel).getByTitle('Mirpur')).toBeTruthy());
    expect(within(parcel).getByTitle('Dhaka')).toBeTruthy();
    expect((within(parcel).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('6.0');
    // on-demand delivery chosen
    await user.click(within(parcel).getByRole('combobox', { name: 'Delivery' }));
    await user.click(await screen.findByTitle('On-demand delivery'));
    const submit = within(dialog).getByRole('button', { name: 'Book and send the SMS' });
    await user.click(submit);
    await waitFor(() => expect(statusTag()).toBe('shipped'));
    expect(bookings()).toEqual([
      { parcels: [{ order: order._id, city: 1, zone: 53, weight: 6, deliveryType: 12 }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('DL261100TEST').length).toBeGreaterThan(0);
    expect(screen.getByTestId('courier-state').textContent).toBe('Booked');
    expect(screen.queryByRole('button', { name: 'Book with Pathao' })).toBeNull();
  });

  it('when an order’s tyres weigh more than Pathao takes, then the dialog says so and books nothing, in English and in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260045', { status: 'processing' });
    serve([order], undefined, { [order._id]: 110 });
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Pathao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book with Pathao' });
    const warning = await within(dialog).findByTestId('pathao-too-heavy-TB-260045');
    expect(warning.textContent).toBe(
      'Its tyres weigh about 110 kg: Pathao takes at most 10 kg in a parcel. Book this order with Steadfast or another courier.',
    );
    await waitFor(() => expect(within(dialog).getByTitle('Mirpur')).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Book and send the SMS' }));
    expect(await within(dialog).findByText('Too heavy for Pathao: choose another courier')).toBeTruthy();
    expect(bookings()).toEqual([]);
    await act(() => changeLanguage('bn'));
    expect(within(dialog).getByTestId('pathao-too-heavy-TB-260045').textContent).toContain('প্রায় ১১০ কেজি');
    await user.click(within(dialog).getByRole('button', { name: 'বুক করুন ও এসএমএস পাঠান' }));
    expect(await within(dialog).findByText('পাঠাওয়ের জন্য বেশি ভারী: অন্য কুরিয়ার বেছে নিন')).toBeTruthy();
    expect(bookings()).toEqual([]);
  });

  it('when no zone matches, then booking waits for the admin to choose one, in English and in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260041', {
      status: 'processing',
      customer: { ...orderOf('x').customer, district: 'Chattogram', thana: 'Pahartali' },
    });
    serve([order]);
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Pathao' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('No zone matches Pahartali: choose one')).toBeTruthy(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book and send the SMS' }));
    expect(await within(dialog).findByText('Choose the zone')).toBeTruthy();
    expect(bookings()).toEqual([]);
    await act(() => changeLanguage('bn'));
    await user.click(within(dialog).getByRole('button', { name: 'বুক করুন ও এসএমএস পাঠান' }));
    expect(await within(dialog).findByText('জোন বেছে নেওয়া হয়নি')).toBeTruthy();
    // chosen: the booking goes
    await user.click(within(dialog).getByRole('combobox', { name: 'জোন' }));
    await user.click(await screen.findByTitle('Agrabad'));
    await user.click(within(dialog).getByRole('button', { name: 'বুক করুন ও এসএমএস পাঠান' }));
    await waitFor(() => expect(bookings()).toHaveLength(1));
    expect(bookings()[0]!.parcels[0]).toMatchObject({ city: 2, zone: 101 });
  });

  it('when Pathao did not answer, then the admin gives the consignment from Pathao’s panel and the order ships', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260042', { status: 'processing' });
    serve([order], (o) => ({
      orderId: o._id,
      reference: o.reference,
      booked: false,
      replayed: false,
      problem: 'unanswered',
      message: 'Pathao did not answer',
    }));
    fake.on('POST /couriers/pathao/orders/:id/resolve', ({ body }) => {
      const { consignmentId } = JSON.parse(body) as { consignmentId: string };
      return {
        body: {
          orderId: order._id,
          reference: order.reference,
          booked: true,
          replayed: false,
          order: shipped(order, consignmentId),
        },
      };
    });
    renderOrder(order);
    await user.click(await screen.findByRole('button', { name: 'Book with Pathao' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTitle('Mirpur')).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Book and send the SMS' }));
    expect(
      await within(dialog).findByText('Waiting for Pathao’s word on TB-260042'.replace('’', "'")),
    ).toBeTruthy();
    const id = within(dialog).getByLabelText("Consignment id from Pathao's panel");
    await user.type(id, 'DL 1');
    await user.click(within(dialog).getByRole('button', { name: 'Keep this parcel' }));
    expect(
      await within(dialog).findByText('Enter the consignment id as Pathao shows it (letters and digits)'),
    ).toBeTruthy();
    await user.clear(id);
    await user.type(id, 'DL121224VS8TTJ');
    await user.click(within(dialog).getByRole('button', { name: 'Keep this parcel' }));
    await waitFor(() => expect(statusTag()).toBe('shipped'));
    const resolves = fake.requests.filter((r) => r.path === `/couriers/pathao/orders/${order._id}/resolve`);
    expect(resolves.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ consignmentId: 'DL121224VS8TTJ' }]);
  });

  it('when orders are selected in the list, then one booking carries each with its own destination', async () => {
    const user = userEvent.setup({ delay: null });
    const a = orderOf('TB-260043', { status: 'processing' });
    const b = orderOf('TB-260044', { status: 'processing' });
    serve([a, b]);
    fake.on('GET /orders/all', listPage([a, b]));
    renderScreen('/dashboard/orders?status=processing', { '/dashboard/orders': <OrdersTablePage /> });
    await user.click(await screen.findByRole('checkbox', { name: 'Select TB-260043' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select TB-260044' }));
    await user.click(screen.getByRole('button', { name: 'Book selected with Pathao (2)' }));
    // (the test's ids are all one: the dialog is found by its title's text)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Book 2 orders with Pathao')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTitle('Mirpur')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Book 2 and send the SMS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]!.parcels.map((p) => p.order)).toEqual([a._id, b._id]);
  });
});

describe('the order page’s shipping card', () => {
  it('when the customer refused parcels before, then the admin is warned before booking', async () => {
    const order = orderOf('TB-260045', { status: 'processing' });
    serve([order]);
    fake.on('GET /orders/:id/customer-record', {
      body: {
        ...noRecord(order.customer.mobileNumber),
        orders: 3,
        completed: 1,
        refused: 1,
        returned: 1,
        recent: [{ _id: 'a'.repeat(24), reference: 'TB-260001', status: 'returned', at: order.createdAt }],
      },
    });
    renderOrder(order);
    const warning = await screen.findByTestId('refuser-warning');
    expect(warning.textContent).toContain(
      'Refused or returned before: 2. Call the customer before sending another Cash on Delivery parcel.',
    );
    const record = screen.getByTestId('customer-record');
    expect(within(record).getByText('Other orders from 01711000001: 3')).toBeTruthy();
    expect(within(record).getByRole('link', { name: 'TB-260001' }).getAttribute('href')).toBe(
      `/dashboard/orders/${'a'.repeat(24)}`,
    );
  });

  it('when the courier returned the parcel, then the admin puts its goods back into stock once and sees who did', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260046', {
      status: 'returned',
      parcelReturn: { at: '2026-11-20T08:00:00.000Z', reason: 'refused', note: 'Customer refused' },
      shipment: {
        courier: { _id: pathaoCourier._id, name: pathaoCourier.name, nameBn: pathaoCourier.nameBn },
        consignmentId: 'DL1',
        carrier: 'pathao',
        update: { state: 'returned', at: '2026-11-20T08:00:00.000Z', message: 'Customer refused' },
        at: '2026-11-19T08:00:00.000Z',
      },
    });
    serve([order]);
    fake.on('POST /orders/:id/return', ({ body }) => {
      const { restock } = JSON.parse(body) as { restock: boolean };
      return {
        body: {
          message: 'ok',
          order: {
            ...order,
            parcelReturn: {
              ...order.parcelReturn!,
              resolution: {
                restocked: restock,
                by: { _id: 'b'.repeat(24), name: 'Admin' },
                at: '2026-11-21T08:00:00.000Z',
              },
            },
          },
        },
      };
    });
    renderOrder(order);
    const returned = await screen.findByTestId('returned-parcel');
    expect(within(returned).getByText('Refused by the customer')).toBeTruthy();
    expect(screen.getByTestId('courier-state').textContent).toBe('Returned');
    await user.click(within(returned).getByRole('button', { name: 'Put back into stock' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await within(returned).findByTestId('return-resolution')).toBeTruthy();
    expect(within(returned).getByTestId('return-resolution').textContent).toContain('Back in stock: Admin');
    expect(within(returned).queryByRole('button', { name: 'Put back into stock' })).toBeNull();
    const posts = fake.requests.filter((r) => r.path === `/orders/${order._id}/return`);
    expect(posts.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ restock: true }]);
  });
});
