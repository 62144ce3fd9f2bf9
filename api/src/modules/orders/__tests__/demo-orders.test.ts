import {
  DEFAULT_COURIERS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type Courier,
  type Order,
} from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../../test/demo-store';
import type { TestApi } from '../../../test/test-api';
import { DEMO_ORDER_COUNT } from '../demo-orders';

describe('demo orders', () => {
  let api: TestApi;
  let admin: string;
  let orders: Order[];
  beforeAll(async () => {
    api = await startDemoApi(); // seeded once per run, copied
    admin = await api.adminToken();
    const res = await api.call('GET', '/orders/all?size=100', { token: admin });
    orders = res.body;
  }, 120_000);
  afterAll(() => api.stop());

  it('when the demo data is loaded, then the default couriers are there and shipped orders name one with a number', async () => {
    const couriers = (await api.call('GET', '/couriers', { token: admin })).body as Courier[];
    expect(couriers.map((c) => c.name).sort()).toEqual(DEFAULT_COURIERS.map((c) => c.name).sort());
    const shipped = orders.filter((o) => o.history.some((h) => h.to === 'shipped'));
    expect(shipped.length).toBeGreaterThan(0);
    for (const o of shipped) expect(o.shipment?.at).toBe(o.history.find((h) => h.to === 'shipped')!.at);
    const named = shipped.filter((o) => o.shipment?.courier);
    expect(named.length).toBeGreaterThan(0);
    for (const o of named) {
      expect(couriers.map((c) => c._id)).toContain(o.shipment!.courier!._id);
      expect(o.shipment!.trackingNumber).toMatch(/^DC\d{8}$/);
    }
    expect(orders.filter((o) => !o.history.some((h) => h.to === 'shipped')).every((o) => !o.shipment)).toBe(
      true,
    );
  });

  it('when the demo data is loaded, then its orders send no SMS or e-mail and owe none', async () => {
    const messages = await api.call('GET', '/messages', { token: admin });
    expect(messages.status).toBe(200);
    expect(messages.headers.get('x-total-count')).toBe('0');
    const owed = await api.server.ctx.store.collection<{ _id: string; outbox?: string }>('orders').count({
      outbox: 'owed',
    });
    expect(owed).toBe(0);
  });

  it('when the demo data is loaded, then the bKash number is set', async () => {
    const res = await api.call('GET', '/mobile');
    expect(res.body[0].mobile).toMatch(/^01[3-9]\d{8}$/);
  });

  it('when the demo data is loaded, then orders in every status are spread over the last 90 days and across districts', () => {
    expect(orders).toHaveLength(DEMO_ORDER_COUNT);
    // every status but awaiting an online payment (no demo order is paid online: it would be
    // cancelled unpaid at its deadline)
    for (const status of ORDER_STATUSES.filter((s) => s !== 'awaiting_payment'))
      expect(orders.some((o) => o.status === status)).toBe(true);
    const times = orders.map((o) => Date.parse(o.createdAt));
    const day = 86_400_000;
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 90 * day);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(80 * day);
    // every fortnight has orders
    for (let start = 0; start < 84; start += 14) {
      expect(times.some((t) => t <= Date.now() - start * day && t > Date.now() - (start + 14) * day)).toBe(
        true,
      );
    }
    expect(new Set(orders.map((o) => o.customer.district)).size).toBeGreaterThanOrEqual(8);
    expect(orders.some((o) => o.payment.paymentType === 'bKash')).toBe(true);
  });

  it('when the demo orders are read, then totals add up and every history follows the allowed moves in time order', () => {
    for (const o of orders) {
      expect(o.subtotal).toBe(o.items.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
      expect(o.total).toBe(o.subtotal + o.shipping);
      expect(o.history[0]).toMatchObject({
        from: null,
        to: o.payment.paymentType === 'bKash' ? 'payment_review' : 'pending',
      });
      for (let i = 1; i < o.history.length; i++) {
        const step = o.history[i]!;
        expect(ORDER_TRANSITIONS[step.from!]).toContain(step.to);
        expect(step.from).toBe(o.history[i - 1]!.to);
        expect(Date.parse(step.at)).toBeGreaterThanOrEqual(Date.parse(o.history[i - 1]!.at));
      }
      expect(o.history.at(-1)!.to).toBe(o.status);
    }
    expect(new Set(orders.map((o) => o.reference)).size).toBe(orders.length);
  });

  it('when a demo customer logs in, then they see their own demo orders', async () => {
    const login = await api.call('POST', '/auth/login', {
      body: { email: 'rahim@example.com.bd', password: 'customer123' },
    });
    const mine = await api.call('GET', '/orders', { token: login.body.token });
    expect(Number(mine.headers.get('x-total-count'))).toBeGreaterThan(0);
    expect(mine.body.every((o: Order) => o.userId === login.body._id)).toBe(true);
  });

  it('when the dashboard counts are read, then they match the orders', async () => {
    const counts = (await api.call('GET', '/orders/counts', { token: admin })).body;
    expect(counts.total).toBe(DEMO_ORDER_COUNT);
    for (const status of ORDER_STATUSES)
      expect(counts[status]).toBe(orders.filter((o) => o.status === status).length);
  });
});
