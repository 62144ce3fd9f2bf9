import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Courier, Order, UpdateOrderStatusBody } from '@tyre/contracts';
import { changeLanguage } from '@tyre/web-kit';
import { failure, testApiForFile } from '@tyre/test-kit';
import { courierOf, messageOf, orderOf } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render-screen';
import { OrderDetailPage } from '../order-detail-page';

const pathao = courierOf('Pathao Courier', {
  nameBn: 'পাঠাও কুরিয়ার',
  trackingUrl: 'https://merchant.pathao.example/tracking?consignment_id={number}',
});
const steadfast = courierOf('Steadfast Courier', { nameBn: 'স্টেডফাস্ট কুরিয়ার' });
const retired = courierOf('Old Courier', { active: false });

const fake = testApiForFile((api) => {
  api.on('GET /couriers', { body: [pathao, retired, steadfast] });
});

/** Serve one order and its messages; a move to shipped stores the shipment as the API does. */
function serve(order: Order) {
  let current = order;
  fake.on('GET /orders/:key', () => ({ body: current }));
  fake.on('PUT /orders/:key', (request) => {
    const body = JSON.parse(request.body) as UpdateOrderStatusBody;
    const courier = [pathao, steadfast].find((c: Courier) => c._id === body.courier);
    current = {
      ...current,
      status: body.status,
      history: [
        ...current.history,
        { from: current.status, to: body.status, by: null, at: current.createdAt },
      ],
      ...(body.status === 'shipped'
        ? {
            shipment: {
              courier: courier ? { _id: courier._id, name: courier.name, nameBn: courier.nameBn } : null,
              ...(body.trackingNumber ? { trackingNumber: body.trackingNumber } : {}),
              ...(courier?.trackingUrl && body.trackingNumber
                ? { trackingUrl: courier.trackingUrl.replace('{number}', body.trackingNumber) }
                : {}),
              at: current.createdAt,
            },
          }
        : {}),
    };
    return { body: { message: `Order ${current.reference} is now ${body.status}`, order: current } };
  });
}

const renderOrder = (order: Order) =>
  renderScreen(`/dashboard/orders/${order.key}`, { '/dashboard/orders/:key': <OrderDetailPage /> });
const puts = () => fake.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown);
const statusTag = () => screen.getAllByTestId('order-status')[0]!.textContent;

/** Pick `name` in the antd select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(name));
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('shipping an order', () => {
  it('when an order being processed is shipped with a courier and a number, then both are sent and the order shows them with the tracking link', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260010', { status: 'processing' });
    serve(order);
    renderOrder(order);
    const shipping = await screen.findByRole('group', { name: 'Shipping details' });
    // only the active couriers are offered
    await user.click(within(shipping).getByRole('combobox', { name: 'Courier (optional)' }));
    expect(await screen.findByTitle('Steadfast Courier')).toBeTruthy();
    expect(screen.queryByTitle('Old Courier')).toBeNull();
    await user.click(screen.getByTitle('Pathao Courier'));
    await user.type(
      within(shipping).getByRole('textbox', { name: /^Tracking or consignment number/ }),
      ' DH250301ABC ',
    );
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));

    expect(
      await screen.findByText('Order TB-260010 is now shipped', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(puts()).toEqual([{ status: 'shipped', courier: pathao._id, trackingNumber: 'DH250301ABC' }]);
    await waitFor(() => expect(statusTag()).toBe('shipped'));
    expect(screen.getByText('Pathao Courier')).toBeTruthy();
    const link = screen.getByTestId('tracking-link');
    expect(link.getAttribute('href')).toBe(
      'https://merchant.pathao.example/tracking?consignment_id=DH250301ABC',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toMatch(/^DH250301ABC/);
    // a shipped order is not asked again
    expect(screen.queryByRole('group', { name: 'Shipping details' })).toBeNull();
  });

  it('when nothing is given, then the move to shipped is sent without courier or number; other moves never carry them', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260011', { status: 'processing' });
    serve(order);
    renderOrder(order);
    await screen.findByRole('group', { name: 'Shipping details' });
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(statusTag()).toBe('shipped'));
    expect(screen.getByText('None chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(statusTag()).toBe('completed'));
    expect(puts()).toEqual([{ status: 'shipped' }, { status: 'completed' }]);
  });

  it('when the tracking number has spaces inside, then the contract refuses it under the field and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260012', { status: 'processing' });
    serve(order);
    renderOrder(order);
    const number = await screen.findByRole('textbox', { name: /^Tracking or consignment number/ });
    await user.type(number, 'DH 2503');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(
      await screen.findByText('Tracking number must be letters, digits, dashes or slashes'),
    ).toBeTruthy();
    expect(puts()).toEqual([]);
    // the message goes once the field is edited
    await user.clear(number);
    await user.type(number, 'DH-2503');
    await waitFor(() =>
      expect(screen.queryByText('Tracking number must be letters, digits, dashes or slashes')).toBeNull(),
    );
  });

  it('when the API refuses the courier, then its message shows under the courier and the order stays', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260013', { status: 'processing' });
    fake.on('GET /orders/:key', { body: order });
    fake.on(
      'PUT /orders/:key',
      failure(400, 'Courier is not an active courier', 'invalid_data', {
        courier: 'is not an active courier',
      }),
    );
    renderOrder(order);
    await screen.findByRole('group', { name: 'Shipping details' });
    await choose(user, 'Courier (optional)', 'Steadfast Courier');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(
      await screen.findByText('Courier is not an active courier', { selector: '.Toastify *' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Shipping details' })).getByText(
        'Courier is not an active courier',
      ),
    ).toBeTruthy();
    expect(statusTag()).toBe('processing');
  });

  it('when the language is Bangla, then the shipping fields and the courier read in Bangla', async () => {
    const user = userEvent.setup({ delay: null });
    await act(() => changeLanguage('bn'));
    const order = orderOf('TB-260014', { status: 'processing' });
    serve(order);
    renderOrder(order);
    const shipping = await screen.findByRole('group', { name: 'পাঠানোর তথ্য' });
    await choose(user, 'কুরিয়ার (ঐচ্ছিক)', 'পাঠাও কুরিয়ার');
    await user.type(within(shipping).getByRole('textbox', { name: /^ট্র্যাকিং বা কনসাইনমেন্ট নম্বর/ }), 'DH1');
    await user.click(screen.getByRole('button', { name: 'পাঠানো হয়েছে চিহ্নিত করুন' }));
    await waitFor(() => expect(statusTag()).toBe('পাঠানো হয়েছে'));
    expect(screen.getByText('পাঠাও কুরিয়ার')).toBeTruthy();
    expect(screen.getByText('ট্র্যাকিং নম্বর')).toBeTruthy();
  });
});

describe("an order's messages", () => {
  it('lists each message of the order (channel, masked recipient, event, status) and links to all of them', async () => {
    const order = orderOf('TB-260020', { status: 'pending' });
    serve(order);
    fake.on('GET /orders/:key/messages', {
      body: [
        messageOf('TB-260020', { orderId: order._id }),
        messageOf('TB-260020', {
          orderId: order._id,
          channel: 'email',
          audience: 'staff',
          to: 's•••@tyre.example',
          status: 'failed',
          sentAt: undefined,
        }),
      ],
    });
    renderOrder(order);
    const list = await screen.findByTestId('order-messages');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const text of ['SMS', '01711•••001', 'sent']) expect(within(items[0]!).getByText(text)).toBeTruthy();
    expect(within(items[0]!).getByText(/^Order placed · 01 Mar 2025, 16:00$/)).toBeTruthy();
    for (const text of ['E-mail', 's•••@tyre.example', 'Staff', 'failed'])
      expect(within(items[1]!).getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages of this order' }).getAttribute('href')).toBe(
      '/dashboard/messages?reference=TB-260020',
    );
  });

  it('when the order moves, then its messages are asked again; with none it says so', async () => {
    const user = userEvent.setup({ delay: null });
    const order = orderOf('TB-260021', { status: 'pending' });
    serve(order);
    fake.on('GET /orders/:key/messages', { body: [] });
    renderOrder(order);
    expect(await screen.findByText('No message about this order yet.')).toBeTruthy();
    fake.on('GET /orders/:key/messages', {
      body: [
        messageOf('TB-260021', {
          orderId: order._id,
          event: 'processing',
          status: 'pending',
          sentAt: undefined,
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Mark processing' }));
    const list = await screen.findByTestId('order-messages');
    expect(within(list).getByText(/^Processing · /)).toBeTruthy();
    expect(within(list).getByText('waiting')).toBeTruthy();
    expect(fake.urls(`/orders/${order.key}/messages`)).toHaveLength(2);
  });
});
