import http from 'node:http';
import type { AuthResponse, Category, CustomerDetailsInput, Product, TyreSize } from '@tyre/contracts';
import { startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import type { TestApi, TestResponse } from '../../../test/test-api';

export interface Shop {
  api: TestApi;
  admin: string;
  customer: AuthResponse;
  fx: CatalogFixtures;
  category: Category;
  size: TyreSize;
  stop(): Promise<void>;
}

/** The API (with `env`) with a category, a size, a bKash number set, an admin and a customer. */
export async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  const { api, admin, customer, fx } = await startCatalogApi(env);
  const category = await fx.category('Motorcycle');
  const size = await fx.size(category, '90/90-17');
  const [record] = (await api.call('GET', '/mobile')).body;
  await api.call('PUT', `/mobile/${record._id}`, { token: admin, body: { mobile: '01711000000' } });
  return { api, admin, customer, fx, category, size, stop: () => api.stop() };
}

/** A product with the given regular price, discount, stock and shipping rates. */
export function product(
  shop: Shop,
  o: {
    price?: number;
    discount?: number;
    stock?: number;
    inside?: number;
    outside?: number;
    status?: string;
  } = {},
): Promise<Product> {
  return shop.fx.product(shop.category, shop.size, {
    regularPrice: String(o.price ?? 2500),
    discountPrice: String(o.discount ?? 0),
    stock: String(o.stock ?? 10),
    shippingInsideDhaka: String(o.inside ?? 80),
    shippingOutsideDhaka: String(o.outside ?? 150),
    status: o.status ?? 'active',
  });
}

let mobiles = 0;
/** A new valid mobile number each call (the per-number placement limit stays out of the way). */
export const newMobile = () =>
  `019${String(process.pid % 100).padStart(2, '0')}${String(++mobiles).padStart(6, '0')}`;

export const customerDetails = (o: Partial<CustomerDetailsInput> = {}): CustomerDetailsInput => ({
  name: 'Rafiq Ahmed',
  address: 'House 5, Road 2',
  thana: 'Mirpur',
  district: 'Dhaka',
  mobileNumber: newMobile(),
  ...o,
});

let addresses = 0;
/** A new loopback client address each call (127.1.x.y), for the per-address placement limit. */
export const newAddress = () => {
  addresses += 1;
  return `127.1.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/**
 * One JSON request from a chosen client address (Node's http with `localAddress`); by default a
 * new address each call.
 */
export function send(
  api: TestApi,
  method: string,
  route: string,
  o: { body?: unknown; token?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<TestResponse> {
  const url = new URL(api.base + route);
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string> = { ...o.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: o.from ?? newAddress(),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const type = String(res.headers['content-type'] ?? '');
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const value of typeof v === 'string' ? [v] : (v ?? [])) h.append(k, value);
          resolve({
            status: res.statusCode ?? 0,
            headers: h,
            body: type.includes('application/json') ? JSON.parse(raw.toString('utf8')) : raw,
          });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** POST /orders from a new address with a fresh Idempotency-Key unless told otherwise. */
export function placeOrder(
  api: TestApi,
  body: unknown,
  o: { token?: string; key?: string | null; from?: string } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {};
  if (o.key !== null)
    headers['idempotency-key'] = o.key ?? `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  return send(api, 'POST', '/orders', { body, token: o.token, headers, from: o.from });
}

/** A Cash on Delivery order body for the given lines. */
export const codOrder = (
  items: { product: string; quantity: number }[],
  customer: Partial<CustomerDetailsInput> = {},
) => ({
  items,
  customer: customerDetails(customer),
});

let trx = 0;
/** A new valid TrxID each call. */
export const newTrxId = () =>
  `8N${String(process.pid % 1000).padStart(3, '0')}${String(++trx).padStart(5, '0')}`;

export const bkashOrder = (items: { product: string; quantity: number }[], trxID = newTrxId()) => {
  const customer = customerDetails();
  return { items, customer, payment: { paymentType: 'bKash', mobileNumber: customer.mobileNumber, trxID } };
};

export async function stockOf(shop: Shop, id: string): Promise<number> {
  return (await shop.api.call('GET', `/products/${id}`, { token: shop.admin })).body.stock;
}
