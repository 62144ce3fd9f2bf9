// Issue 41: a courier without its settings is not offered: the dashboard is told, and its routes
// (the lists, booking, the webhook) answer 503, for Steadfast and Pathao alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from '../../orders/__tests__/order-helpers';

const ORDER_ID = '0123456789abcdef01234567';

describe('couriers without their settings', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.stop());

  const call = (method: string, path: string, o: { body?: unknown; headers?: Record<string, string> } = {}) =>
    shop.api.call(method, path, { token: shop.admin, ...o });

  it('when the shop has no Steadfast or Pathao settings, then neither is offered and their routes answer 503', async () => {
    for (const courier of ['steadfast', 'pathao']) {
      const offered = await call('GET', `/couriers/${courier}`);
      expect(offered.status).toBe(200);
      expect(offered.body).toEqual({ enabled: false });
    }
    expect((await call('GET', '/couriers/pathao/cities')).status).toBe(503);
    // nothing to ask: the dashboard shows no Steadfast balance
    const balance = await call('GET', '/couriers/steadfast/balance');
    expect([balance.status, balance.body]).toEqual([200, { enabled: false }]);
    const answers = [
      await call('POST', '/couriers/steadfast/bookings', { body: { orders: [ORDER_ID] } }),
      await call('POST', '/couriers/pathao/bookings', {
        body: { parcels: [{ order: ORDER_ID, city: 1, zone: 52, weight: 3 }] },
      }),
      await call('POST', '/couriers/steadfast/webhook', {
        headers: { authorization: 'Bearer steadfast-webhook-token-0123456789' },
        body: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' },
      }),
      await call('POST', '/couriers/pathao/webhook', {
        headers: { 'x-pathao-signature': 'pathao-webhook-secret-0123456789' },
        body: { event: 'webhook_integration' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503]);
    expect(answers[3]!.body.message).toBe('Pathao is not configured');
  });
});
