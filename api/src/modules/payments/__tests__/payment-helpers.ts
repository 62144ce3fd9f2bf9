// What the payment tests share: an order paid online placed through the API, what SSLCommerz's
// page would post back (sent as a browser sends an HTML form, without following the redirect),
// and the API as a real process (a test kills it halfway).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CustomerDetailsInput, Order, OutboxMessage, PaymentType } from '@tyre/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { CatalogFixtures } from '../../../test/catalog-fixtures';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { customerDetails, placeOrder } from '../../orders/__tests__/order-helpers';

export async function placeOnline(
  api: TestApi,
  productId: string,
  paymentType: Extract<PaymentType, 'bKash Online' | 'SSLCommerz'>,
  o: { quantity?: number; customer?: Partial<CustomerDetailsInput>; language?: 'en' | 'bn' } = {},
): Promise<Order> {
  const res = await placeOrder(api, {
    items: [{ product: productId, quantity: o.quantity ?? 1 }],
    customer: customerDetails(o.customer),
    payment: { paymentType },
    ...(o.language ? { language: o.language } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Order;
}

/** POST /payments/sslcommerz: answers the transaction id. */
export async function startSslcommerz(api: TestApi, order: Order): Promise<string> {
  const res = await api.call('POST', '/payments/sslcommerz', { body: { key: order.key } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tranId as string;
}

/** An HTML form post to the API, as a browser sends it; the redirect is not followed. */
export async function postForm(
  base: string,
  route: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; body: string }> {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

/** The browser's post of SSLCommerz's return form to the address it names (one of the shop's). */
export function postBack(api: TestApi, back: { url: string; fields: Record<string, string> }) {
  expect(back.url.startsWith(api.base), back.url).toBe(true);
  return postForm(api.base, back.url.slice(api.base.length), back.fields);
}

export const orderOf = async (api: TestApi, order: Pick<Order, 'key'>) =>
  (await api.call('GET', `/orders/${order.key}`)).body as Order;

export async function messagesOf(api: TestApi, admin: string, order: Order): Promise<OutboxMessage[]> {
  return (await api.call('GET', `/orders/${order.key}/messages`, { token: admin })).body as OutboxMessage[];
}

/** A test gateway's faults cleared (after each test). */
export function clearFaults(...faults: object[]): void {
  for (const f of faults) for (const k of Object.keys(f)) delete (f as Record<string, unknown>)[k];
}

export { startApiProcess } from '../../../test/api-process';

/**
 * What a test that kills the API works with: a data dir for the API in this process (`open`) and
 * for the real process that dies (`startApiProcess`); both stopped, and the dir removed, after the file.
 */
export function crashRig(env: () => Record<string, string>) {
  const rig = {
    dir: '',
    child: undefined as ChildProcess | undefined,
    api: undefined as TestApi | undefined,
    /** The API on the data dir in this process, with a tyre in stock (BDT 6,000). */
    async open(): Promise<{ api: TestApi; tyreId: string }> {
      const api = (rig.api = await startTestApi(env(), rig.dir));
      const fx = new CatalogFixtures(api, await api.adminToken());
      const category = await fx.category('Car');
      const tyre = await fx.product(category, await fx.size(category, '185/65R15'), {
        stock: '3',
        regularPrice: '6000',
      });
      return { api, tyreId: tyre._id };
    },
  };
  beforeAll(() => {
    rig.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-payment-crash-'));
  });
  afterAll(async () => {
    if (rig.child && rig.child.exitCode === null && rig.child.signalCode === null) rig.child.kill('SIGKILL');
    await rig.api?.server.stop().catch(() => undefined);
    fs.rmSync(rig.dir, { recursive: true, force: true });
  });
  return rig;
}
