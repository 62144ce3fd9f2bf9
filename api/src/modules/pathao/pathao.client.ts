// Pathao Courier's merchant API, as its public documentation describes it. Every call is JSON under
// `{PATHAO_BASE_URL}/aladdin/api/v1`; all but the token carry `Authorization: Bearer <access_token>`.
//   POST /issue-token             { client_id, client_secret, grant_type: 'password', username,
//                                   password } or { ..., grant_type: 'refresh_token', refresh_token }
//                                   → { token_type: 'Bearer', expires_in, access_token, refresh_token }
//   GET  /city-list               → { data: { data: [{ city_id, city_name }] } }
//   GET  /cities/{id}/zone-list   → { data: { data: [{ zone_id, zone_name }] } }
//   GET  /zones/{id}/area-list    → { data: { data: [{ area_id, area_name, home_delivery_available,
//                                   pickup_available }] } }
//   POST /orders                  { store_id, merchant_order_id, recipient_name, recipient_phone,
//                                   recipient_address, recipient_city, recipient_zone, recipient_area,
//                                   delivery_type, item_type, special_instruction, item_quantity,
//                                   item_weight, item_description, amount_to_collect }
//                                   → { code: 200, data: { consignment_id, merchant_order_id,
//                                   order_status, delivery_fee } }
//   GET  /orders/{consignment_id}/info
//                                 → { data: { consignment_id, merchant_order_id, order_status,
//                                   order_status_slug, updated_at, invoice_id } }
// Pathao has no call that finds an order by the merchant's order id: after a lost answer the shop
// waits for Pathao's `order.created` notice (see PathaoService).
import type { PathaoConfig } from '../../config';
import type { Store } from '../../lib/store/store';
import { asRecord, callCourier, CourierCallError } from '../shipping/courier-http';
import { PathaoTokens } from './pathao.repository';

export interface PathaoOrderInput {
  store_id: number;
  merchant_order_id: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  recipient_area?: number;
  delivery_type: number;
  item_type: number;
  special_instruction?: string;
  item_quantity: number;
  item_weight: number;
  item_description?: string;
  amount_to_collect: number;
}

export interface PathaoCreated {
  consignmentId: string;
  status: string;
  deliveryFee?: number;
}

export interface PathaoOrderInfo {
  consignmentId: string;
  merchantOrderId?: string;
  status: string;
  slug: string;
  invoiceId?: string;
}

/** Renewed this long before it expires (Pathao's tokens last five days). */
const RENEW_BEFORE_MS = 3600_000;
const API = '/aladdin/api/v1';

const list = (answer: unknown): Record<string, unknown>[] => {
  const data = asRecord(asRecord(answer).data).data;
  return Array.isArray(data) ? data.map(asRecord) : [];
};

export class PathaoClient {
  private readonly tokens: PathaoTokens;
  /** One token request at a time in this process (the store shares the result with the others). */
  private pending: Promise<string> | undefined;

  constructor(
    private readonly config: PathaoConfig,
    store: Store,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.tokens = new PathaoTokens(store);
  }

  private post(path: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
    return callCourier(
      'Pathao',
      `${this.config.baseUrl}${API}${path}`,
      { method: 'POST', headers, body },
      this.config.timeoutMs,
    );
  }

  // ---- the access token ----

  private async issue(grant: Record<string, string>): Promise<string> {
    const { clientId, clientSecret } = this.config;
    const answer = asRecord(
      await this.post('/issue-token', {}, { client_id: clientId, client_secret: clientSecret, ...grant }),
    );
    const accessToken = typeof answer.access_token === 'string' ? answer.access_token : '';
    if (!accessToken) throw new CourierCallError('Pathao token: no access_token in the answer', 'unknown');
    await this.tokens.keep({
      accessToken,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : '',
      expiresAt: this.now() + Number(answer.expires_in ?? 3600) * 1000,
    });
    return accessToken;
  }

  /** A token good for at least an hour more: the stored one, renewed with its refresh token, or a new one. */
  async token(): Promise<string> {
    const held = await this.tokens.held();
    if (held && held.expiresAt - RENEW_BEFORE_MS > this.now()) return held.accessToken;
    this.pending ??= (async () => {
      try {
        if (held?.refreshToken) {
          try {
            return await this.issue({ grant_type: 'refresh_token', refresh_token: held.refreshToken });
          } catch (e) {
            if (!(e instanceof CourierCallError && e.outcome === 'refused')) throw e;
            // a refresh token Pathao no longer takes: the password grant
          }
        }
        return await this.issue({
          grant_type: 'password',
          username: this.config.username,
          password: this.config.password,
        });
      } finally {
        this.pending = undefined;
      }
    })();
    return this.pending;
  }

  /** A call with the token; a 401 (the token revoked or expired early) drops it and tries once more. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      try {
        return await callCourier(
          'Pathao',
          `${this.config.baseUrl}${API}${path}`,
          { method, headers: { authorization: `Bearer ${token}` }, body },
          this.config.timeoutMs,
        );
      } catch (e) {
        if (!(e instanceof CourierCallError && e.httpStatus === 401 && attempt === 0)) throw e;
        await this.tokens.drop(token);
      }
    }
  }

  // ---- the places Pathao delivers to ----

  async cities(): Promise<{ id: number; name: string }[]> {
    return list(await this.call('GET', '/city-list')).map((c) => ({
      id: Number(c.city_id),
      name: String(c.city_name ?? '').trim(),
    }));
  }

  async zones(cityId: number): Promise<{ id: number; name: string }[]> {
    return list(await this.call('GET', `/cities/${cityId}/zone-list`)).map((z) => ({
      id: Number(z.zone_id),
      name: String(z.zone_name ?? '').trim(),
    }));
  }

  async areas(zoneId: number): Promise<{ id: number; name: string; homeDelivery: boolean }[]> {
    return list(await this.call('GET', `/zones/${zoneId}/area-list`)).map((a) => ({
      id: Number(a.area_id),
      name: String(a.area_name ?? '').trim(),
      homeDelivery: a.home_delivery_available !== false,
    }));
  }

  // ---- orders ----

  /** Books one parcel. */
  async createOrder(input: PathaoOrderInput): Promise<PathaoCreated> {
    const data = asRecord(asRecord(await this.call('POST', '/orders', input)).data);
    const id = data.consignment_id;
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '')
      throw new CourierCallError('Pathao did not book the parcel: no consignment in the answer', 'refused');
    const fee = Number(data.delivery_fee);
    return {
      consignmentId: String(id),
      status: String(data.order_status ?? ''),
      ...(Number.isFinite(fee) ? { deliveryFee: Math.round(fee) } : {}),
    };
  }

  /** A parcel's short info by its consignment id; null when Pathao has none. */
  async orderInfo(consignmentId: string): Promise<PathaoOrderInfo | null> {
    let answer: unknown;
    try {
      answer = await this.call('GET', `/orders/${encodeURIComponent(consignmentId)}/info`);
    } catch (e) {
      if (e instanceof CourierCallError && e.outcome === 'refused' && e.httpStatus === 404) return null;
      throw e;
    }
    const data = asRecord(asRecord(answer).data);
    if (!data.consignment_id) return null;
    return {
      consignmentId: String(data.consignment_id),
      ...(typeof data.merchant_order_id === 'string' ? { merchantOrderId: data.merchant_order_id } : {}),
      status: String(data.order_status ?? ''),
      slug: String(data.order_status_slug ?? data.order_status ?? ''),
      ...(typeof data.invoice_id === 'string' && data.invoice_id ? { invoiceId: data.invoice_id } : {}),
    };
  }
}
