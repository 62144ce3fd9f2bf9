import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order, OutboxMessage } from '@tyre/contracts';
import { startCatalogApi } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';
import { codOrder, placeOrder } from '../../orders/__tests__/order-helpers';

export interface OutboxShop {
  api: TestApi;
  admin: string;
  productId: string;
  stop(): Promise<void>;
}

/** The API (with `env`) with a product of plenty of stock and a bKash number set. */
export async function openOutboxShop(env: Record<string, string> = {}): Promise<OutboxShop> {
  const { api, admin, fx } = await startCatalogApi(env);
  const category = await fx.category('Motorcycle');
  const size = await fx.size(category, '90/90-17');
  const product = await fx.product(category, size, { stock: '100000', regularPrice: '4500' });
  const [record] = (await api.call('GET', '/mobile')).body;
  await api.call('PUT', `/mobile/${record._id}`, { token: admin, body: { mobile: '01711000000' } });
  return { api, admin, productId: product._id, stop: () => api.stop() };
}

/** Reads until `ok` holds (the outbox is written just after the order's answer), or fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function messagesOf(shop: OutboxShop, order: Pick<Order, 'key'>): Promise<OutboxMessage[]> {
  const res = await shop.api.call('GET', `/orders/${order.key}/messages`, { token: shop.admin });
  if (res.status !== 200) throw new Error(`GET /orders/:key/messages: ${res.status}`);
  return res.body as OutboxMessage[];
}

/** A COD order of one tyre; `customer` overrides the details (an e-mail, …), `language` the site's. */
export async function placeCod(
  shop: OutboxShop,
  customer: Record<string, string> = {},
  language: 'en' | 'bn' = 'en',
): Promise<Order> {
  const res = await placeOrder(shop.api, {
    ...codOrder([{ product: shop.productId, quantity: 1 }], customer),
    language,
  });
  if (res.status !== 201) throw new Error(`POST /orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Order;
}

export interface GatewayRequest {
  contentType: string;
  body: string;
  fields: Record<string, string>;
}

/** What the gateway answers: a status (with a JSON body of its own), a status and a body, or never. */
export type GatewayAnswer = number | 'hang' | { status: number; body: string };

/**
 * A local HTTP server in the shape of an SMS gateway: it keeps each request and answers with
 * `answer(request, n)` (a status, a status and body, or 'hang' to never answer).
 */
export async function startGateway(answer: (req: GatewayRequest, n: number) => GatewayAnswer = () => 200) {
  const received: GatewayRequest[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const contentType = String(req.headers['content-type'] ?? '');
      const fields = contentType.includes('json')
        ? (JSON.parse(body) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body));
      const request = { contentType, body, fields };
      received.push(request);
      const answered = answer(request, received.length);
      if (answered === 'hang') {
        hanging.push(res);
        return;
      }
      if (typeof answered === 'object') {
        res.writeHead(answered.status, { 'content-type': 'application/json' });
        res.end(answered.body);
        return;
      }
      const status = answered;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { response_code: 202 } : { error: `failed with ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/smsapi`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
