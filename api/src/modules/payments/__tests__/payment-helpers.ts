// What the payment tests share: an order paid online placed through the API, and what SSLCommerz's
// page would post back (sent as a browser sends an HTML form, without following the redirect).
import type { CustomerDetailsInput, Order, OutboxMessage, PaymentType } from '@tyre/contracts';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/test-api';
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
