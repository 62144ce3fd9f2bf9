// A small Pathao Courier on loopback for tests, answering as Pathao's public merchant API
// documents: JSON under `/aladdin/api/v1`, an access token from `issue-token` (password or
// refresh-token grant) as `Authorization: Bearer`, the city, zone and area lists, orders and their
// short info. Unlike the real one it books a second parcel for a merchant order id it already has,
// so that a test can count parcels and prove that the shop never asks twice. It also calls the
// shop's webhook as Pathao does (`X-PATHAO-Signature`, the integration check).
import type http from 'node:http';
import type { PathaoOrderInput } from '../modules/pathao/pathao.client';
import {
  listenOnLoopback,
  postWebhook,
  readJson,
  sendJson,
  sleep,
  type WebhookAnswer,
} from './loopback-http';

export type { WebhookAnswer };

/** A parcel as Pathao keeps it: the documented order fields it was created with, and its own. */
export interface FakePathaoParcel extends Omit<PathaoOrderInput, 'item_description'> {
  consignment_id: string;
  delivery_fee: number;
  /** What the order info answers as `order_status_slug`. */
  status: string;
  invoice_id: string | null;
}

export interface FakePathao {
  /** The API's `PATHAO_*` settings for this server (the webhook secret included). */
  env: Record<string, string>;
  baseUrl: string;
  storeId: number;
  webhookSecret: string;
  /** Every parcel booked, in order (twice the same merchant order id would show here twice). */
  parcels: FakePathaoParcel[];
  /** Calls by path under `/aladdin/api/v1`, e.g. `GET /city-list`. */
  calls: string[];
  /** The grant types of the tokens issued, in order. */
  grants: string[];
  /** Each create waits this long before answering (lets racing requests overlap). */
  createDelayMs: number;
  /** The next create books the parcel, then waits `ms` before answering (a time-out for the shop). */
  hangNextCreate(ms: number): void;
  /** The next create books the parcel, then drops the connection without an answer. */
  dropNextCreate(): void;
  /** The next create is refused (422) and books nothing. */
  refuseNextCreate(): void;
  /** The next create fails on Pathao's side (500) and books nothing: the shop cannot tell. */
  failNextCreate(): void;
  /** Every access token issued so far stops working (401), as after Pathao revokes them. */
  revokeTokens(): void;
  /** Pathao's side of a parcel's status (what the order info answers). */
  setStatus(consignmentId: string, slug: string): void;
  /** POSTs a webhook call to `url` as Pathao does, with this secret in `X-PATHAO-Signature`. */
  notify(url: string, secret: string, payload: Record<string, unknown>): Promise<WebhookAnswer>;
  /**
   * Pathao's check when the webhook address is saved in its panel: the integration event, and
   * the answer must be 202 with `X-Pathao-Merchant-Webhook-Integration-Secret` as its docs say.
   */
  integrate(url: string, secret: string): Promise<{ ok: boolean; answer: WebhookAnswer }>;
  stop(): Promise<void>;
}

/** The value Pathao's documentation asks the webhook to answer in its integration header. */
export const PATHAO_INTEGRATION_HEADER_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** Pathao's cities as its list spells them (older English names), with a few zones and areas. */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 3, city_name: 'Gazipur' },
  { city_id: 8, city_name: 'Comilla' },
  { city_id: 17, city_name: 'Barisal' },
  { city_id: 32, city_name: 'B. Baria' },
  { city_id: 5, city_name: 'Bogra' },
  { city_id: 34, city_name: 'Sylhet' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 298, zone_name: '60 feet' },
    { zone_id: 52, zone_name: 'Dhanmondi' },
    { zone_id: 53, zone_name: 'Mirpur' },
    { zone_id: 54, zone_name: 'Uttara' },
    { zone_id: 55, zone_name: 'Gulshan' },
  ],
  2: [
    { zone_id: 101, zone_name: 'Agrabad' },
    { zone_id: 102, zone_name: 'Halishahar' },
  ],
};
const AREAS: Record<number, { area_id: number; area_name: string }[]> = {
  52: [
    { area_id: 37, area_name: 'Dhanmondi 27' },
    { area_id: 38, area_name: 'Jigatola' },
    { area_id: 39, area_name: 'Road 4' },
  ],
  53: [
    { area_id: 40, area_name: 'Mirpur 10' },
    { area_id: 41, area_name: 'Pallabi' },
  ],
};
const zonesOf = (cityId: number) =>
  ZONES[cityId] ??
  (CITIES.some((c) => c.city_id === cityId)
    ? [{ zone_id: cityId * 100, zone_name: `${CITIES.find((c) => c.city_id === cityId)!.city_name} Sadar` }]
    : []);
const areasOf = (zoneId: number) =>
  (AREAS[zoneId] ?? [{ area_id: zoneId * 10, area_name: 'Main Road' }]).map((a) => ({
    ...a,
    home_delivery_available: true,
    pickup_available: true,
  }));

/** Pathao's documented checks of a new order; the first problem found, or null. */
function problemOf(input: Record<string, unknown>, storeId: number): [string, string] | null {
  const text = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : '');
  const int = (k: string) => (Number.isInteger(input[k]) ? (input[k] as number) : NaN);
  if (int('store_id') !== storeId) return ['store_id', 'The selected store id is invalid.'];
  const name = text('recipient_name');
  if (name.length < 3 || name.length > 100)
    return ['recipient_name', 'The recipient name must be between 3 and 100 characters.'];
  if (!/^\d{11}$/.test(text('recipient_phone')))
    return ['recipient_phone', 'The recipient phone must be 11 characters.'];
  const address = text('recipient_address');
  if (address.length < 10 || address.length > 220)
    return ['recipient_address', 'The recipient address must be between 10 and 220 characters.'];
  const city = int('recipient_city');
  if ('recipient_city' in input && !CITIES.some((c) => c.city_id === city))
    return ['recipient_city', 'The selected recipient city is invalid.'];
  if ('recipient_zone' in input && !zonesOf(city).some((z) => z.zone_id === int('recipient_zone')))
    return ['recipient_zone', 'The selected recipient zone is invalid.'];
  if (
    'recipient_area' in input &&
    !areasOf(int('recipient_zone')).some((a) => a.area_id === int('recipient_area'))
  )
    return ['recipient_area', 'The selected recipient area is invalid.'];
  if (![48, 12].includes(int('delivery_type'))) return ['delivery_type', 'The delivery type is invalid.'];
  if (![1, 2].includes(int('item_type'))) return ['item_type', 'The item type is invalid.'];
  if (!(int('item_quantity') >= 1)) return ['item_quantity', 'The item quantity must be at least 1.'];
  const weight = Number(input.item_weight);
  if (!(weight >= 0.5 && weight <= 10)) return ['item_weight', 'The item weight must be between 0.5 and 10.'];
  if (!(int('amount_to_collect') >= 0))
    return ['amount_to_collect', 'The amount to collect must be an integer.'];
  return null;
}

export async function startFakePathao(
  o: { storeId?: number; webhookSecret?: string } = {},
): Promise<FakePathao> {
  const clientId = 'test-client-id';
  const clientSecret = 'test-client-secret';
  const username = 'merchant@example.com';
  const password = 'test-password';
  const storeId = o.storeId ?? 130820;
  const webhookSecret = o.webhookSecret ?? 'pathao-webhook-secret-0123456789';
  const tokens = new Set<string>();
  const refreshTokens = new Set<string>();
  let issued = 0;
  let nextParcel = 1;
  let nextCreate:
    { kind: 'hang'; ms: number } | { kind: 'drop' } | { kind: 'refuse' } | { kind: 'fail' } | null = null;
  const send = sendJson;
  const listed = (res: http.ServerResponse, message: string, data: unknown[]) =>
    send(res, 200, { message, type: 'success', code: 200, data: { data } });

  function issue(res: http.ServerResponse, grant: string) {
    issued += 1;
    const access = `access-${issued}-${Math.random().toString(36).slice(2)}`;
    const refresh = `refresh-${issued}-${Math.random().toString(36).slice(2)}`;
    tokens.add(access);
    refreshTokens.add(refresh);
    fake.grants.push(grant);
    send(res, 200, {
      token_type: 'Bearer',
      expires_in: 432000,
      access_token: access,
      refresh_token: refresh,
    });
  }

  const loopback = await listenOnLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/aladdin/api/v1/')) return send(res, 404, { message: 'Not found' });
    const path = url.pathname.slice('/aladdin/api/v1'.length);
    fake.calls.push(`${req.method} ${path}`);
    if (req.method === 'POST' && path === '/issue-token') {
      const body = await readJson(req);
      if (body.client_id !== clientId || body.client_secret !== clientSecret)
        return send(res, 401, { message: 'Client authentication failed', type: 'error', code: 401 });
      if (body.grant_type === 'password') {
        if (body.username !== username || body.password !== password)
          return send(res, 400, {
            message: 'The user credentials were incorrect.',
            type: 'error',
            code: 400,
          });
        return issue(res, 'password');
      }
      if (body.grant_type === 'refresh_token') {
        if (!refreshTokens.delete(String(body.refresh_token)))
          return send(res, 401, { message: 'The refresh token is invalid.', type: 'error', code: 401 });
        return issue(res, 'refresh_token');
      }
      return send(res, 400, { message: 'The authorization grant type is not supported.', code: 400 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(res, 401, { message: 'Unauthenticated.', code: 401 });
    let m: RegExpMatchArray | null;
    if (req.method === 'GET' && path === '/city-list')
      return listed(res, 'City successfully fetched.', CITIES);
    if (req.method === 'GET' && (m = path.match(/^\/cities\/(\d+)\/zone-list$/)))
      return listed(res, 'Zone list fetched.', zonesOf(Number(m[1])));
    if (req.method === 'GET' && (m = path.match(/^\/zones\/(\d+)\/area-list$/)))
      return listed(res, 'Area list fetched.', areasOf(Number(m[1])));
    if (req.method === 'POST' && path === '/orders') {
      const input = await readJson(req);
      const mode = nextCreate;
      nextCreate = null;
      if (mode?.kind === 'fail') return send(res, 500, { message: 'Server Error' });
      if (mode?.kind === 'refuse')
        return send(res, 422, {
          message: 'Please fix the given errors',
          type: 'error',
          code: 422,
          errors: { recipient_address: ['This address is not serviceable.'] },
        });
      const problem = problemOf(input, storeId);
      if (problem)
        return send(res, 422, {
          message: problem[1],
          type: 'error',
          code: 422,
          errors: { [problem[0]]: [problem[1]] },
        });
      const parcel: FakePathaoParcel = {
        consignment_id: `DL${String(261100 + nextParcel++)}TEST`,
        merchant_order_id: String(input.merchant_order_id ?? ''),
        store_id: Number(input.store_id),
        recipient_name: String(input.recipient_name),
        recipient_phone: String(input.recipient_phone),
        recipient_address: String(input.recipient_address),
        recipient_city: Number(input.recipient_city),
        recipient_zone: Number(input.recipient_zone),
        ...(input.recipient_area !== undefined ? { recipient_area: Number(input.recipient_area) } : {}),
        delivery_type: Number(input.delivery_type),
        item_type: Number(input.item_type),
        item_quantity: Number(input.item_quantity),
        item_weight: Number(input.item_weight),
        amount_to_collect: Number(input.amount_to_collect),
        ...(typeof input.special_instruction === 'string'
          ? { special_instruction: input.special_instruction }
          : {}),
        delivery_fee: Number(input.recipient_city) === 1 ? 60 : 110,
        status: 'Pending',
        invoice_id: null,
      };
      fake.parcels.push(parcel);
      if (mode?.kind === 'drop') return req.socket.destroy();
      await sleep(mode?.kind === 'hang' ? mode.ms : fake.createDelayMs);
      if (res.destroyed) return;
      return send(res, 200, {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: parcel.consignment_id,
          merchant_order_id: parcel.merchant_order_id,
          order_status: 'Pending',
          delivery_fee: parcel.delivery_fee,
        },
      });
    }
    if (req.method === 'GET' && (m = path.match(/^\/orders\/([^/]+)\/info$/))) {
      const parcel = fake.parcels.find((p) => p.consignment_id === decodeURIComponent(m![1]!));
      if (!parcel) return send(res, 404, { message: 'Order not found.', type: 'error', code: 404 });
      return send(res, 200, {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: {
          consignment_id: parcel.consignment_id,
          merchant_order_id: parcel.merchant_order_id,
          order_status: parcel.status.replace(/_/g, ' '),
          order_status_slug: parcel.status,
          updated_at: '2026-11-28 10:00:00',
          invoice_id: parcel.invoice_id,
        },
      });
    }
    return send(res, 404, { message: 'Not found', code: 404 });
  });
  const baseUrl = `http://127.0.0.1:${loopback.port}`;

  const fake: FakePathao = {
    env: {
      PATHAO_BASE_URL: baseUrl,
      PATHAO_CLIENT_ID: clientId,
      PATHAO_CLIENT_SECRET: clientSecret,
      PATHAO_USERNAME: username,
      PATHAO_PASSWORD: password,
      PATHAO_STORE_ID: String(storeId),
      PATHAO_WEBHOOK_SECRET: webhookSecret,
    },
    baseUrl,
    storeId,
    webhookSecret,
    parcels: [],
    calls: [],
    grants: [],
    createDelayMs: 0,
    hangNextCreate: (ms) => void (nextCreate = { kind: 'hang', ms }),
    dropNextCreate: () => void (nextCreate = { kind: 'drop' }),
    refuseNextCreate: () => void (nextCreate = { kind: 'refuse' }),
    failNextCreate: () => void (nextCreate = { kind: 'fail' }),
    revokeTokens: () => tokens.clear(),
    setStatus(consignmentId, slug) {
      const parcel = fake.parcels.find((p) => p.consignment_id === consignmentId);
      if (!parcel) throw new Error(`no parcel ${consignmentId}`);
      parcel.status = slug;
    },
    notify: (url, secret, payload) => postWebhook(url, { 'x-pathao-signature': secret }, payload),
    async integrate(url, secret) {
      const answer = await postWebhook(
        url,
        { 'x-pathao-signature': secret },
        { event: 'webhook_integration' },
      );
      const header = answer.headers.get('x-pathao-merchant-webhook-integration-secret');
      return { ok: answer.status === 202 && header === PATHAO_INTEGRATION_HEADER_VALUE, answer };
    },
    stop: loopback.stop,
  };
  return fake;
}

/** Pathao's webhook body for an order event of a parcel (as its documentation shows). */
export function pathaoEvent(
  parcel: Pick<FakePathaoParcel, 'consignment_id' | 'merchant_order_id' | 'store_id'>,
  event: string,
  extra: Record<string, unknown> = {},
  at = new Date(),
): Record<string, unknown> {
  const local = new Date(at.getTime() + 6 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  return {
    consignment_id: parcel.consignment_id,
    merchant_order_id: parcel.merchant_order_id,
    updated_at: local,
    timestamp: at.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    store_id: parcel.store_id,
    event,
    ...extra,
  };
}
