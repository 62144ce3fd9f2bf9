// Steadfast Courier's merchant API, as its public documentation describes it: every call carries
// the `Api-Key` and `Secret-Key` headers and JSON; the base address ends with `/api/v1`.
//   POST /create_order              { invoice, recipient_name, recipient_phone, recipient_address,
//                                     cod_amount, note } → { status: 200, consignment: { consignment_id,
//                                     invoice, tracking_code, status, ... } }
//   POST /create_order/bulk-order   { data: [those orders] } → [{ invoice, consignment_id,
//                                     tracking_code, status: 'success' | 'error', ... }]
//   GET  /status_by_cid/{id}, /status_by_invoice/{invoice}, /status_by_trackingcode/{code}
//                                   → { status: 200, delivery_status }
//   GET  /get_balance               → { status: 200, current_balance }
// A call either answers, is refused (the parcel surely does not exist), or leaves its outcome
// unknown (a time-out, a lost connection, a 5xx): the caller must then ask before trying again.
import { asRecord, callCourier, CourierCallError, excerpt } from '../shipping/courier-http';

export interface SteadfastClientOptions {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  timeoutMs: number;
}

export interface SteadfastParcelInput {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  /** Whole BDT to collect; 0 for a paid order. */
  cod_amount: number;
  note?: string;
}

export interface SteadfastConsignment {
  consignmentId: string;
  trackingCode: string;
  status: string;
}

export interface SteadfastBulkResult {
  invoice: string;
  /** Set when this parcel was created. */
  consignment?: SteadfastConsignment;
}

function consignmentOf(raw: unknown): SteadfastConsignment | undefined {
  const c = asRecord(raw);
  const id = c.consignment_id;
  const code = c.tracking_code;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof code !== 'string' || !code)
    return undefined;
  return { consignmentId: String(id), trackingCode: code, status: String(c.status ?? '') };
}

export class SteadfastClient {
  constructor(private readonly options: SteadfastClientOptions) {}

  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { baseUrl, apiKey, secretKey, timeoutMs } = this.options;
    return callCourier(
      'Steadfast',
      baseUrl + path,
      { method, headers: { 'Api-Key': apiKey, 'Secret-Key': secretKey }, body },
      timeoutMs,
    );
  }

  /** Books one parcel. */
  async createOrder(input: SteadfastParcelInput): Promise<SteadfastConsignment> {
    const answer = asRecord(await this.call('POST', '/create_order', input));
    const consignment = consignmentOf(answer.consignment);
    if (!consignment) {
      const message = typeof answer.message === 'string' ? answer.message : 'no consignment in the answer';
      throw new CourierCallError(`Steadfast did not book the parcel: ${excerpt(message)}`, 'refused');
    }
    return consignment;
  }

  /** Books many parcels in one call; each answers on its own. */
  async bulkCreate(parcels: SteadfastParcelInput[]): Promise<SteadfastBulkResult[]> {
    const answer = await this.call('POST', '/create_order/bulk-order', { data: parcels });
    const rows = Array.isArray(answer)
      ? answer
      : Array.isArray(asRecord(answer).data)
        ? (asRecord(answer).data as unknown[])
        : [];
    return rows.map((row) => {
      const r = asRecord(row);
      const consignment = r.status === 'error' ? undefined : consignmentOf(r);
      return { invoice: String(r.invoice ?? ''), ...(consignment ? { consignment } : {}) };
    });
  }

  private async status(path: string): Promise<string | null> {
    try {
      const answer = asRecord(await this.call('GET', path));
      return typeof answer.delivery_status === 'string' ? answer.delivery_status.toLowerCase() : null;
    } catch (e) {
      // 404: Steadfast has no such parcel
      if (e instanceof CourierCallError && e.outcome === 'refused' && e.httpStatus === 404) return null;
      throw e;
    }
  }

  /** The parcel's delivery status by its consignment id; null when Steadfast has none. */
  statusByConsignment(id: string): Promise<string | null> {
    return this.status(`/status_by_cid/${encodeURIComponent(id)}`);
  }

  /** The parcel's delivery status by the shop's invoice (the order's reference); null when none. */
  statusByInvoice(invoice: string): Promise<string | null> {
    return this.status(`/status_by_invoice/${encodeURIComponent(invoice)}`);
  }

  statusByTrackingCode(code: string): Promise<string | null> {
    return this.status(`/status_by_trackingcode/${encodeURIComponent(code)}`);
  }

  /** The merchant's current balance in BDT (`current_balance`, a number or numeric text). */
  async balance(): Promise<number> {
    const answer = asRecord(await this.call('GET', '/get_balance'));
    const raw = answer.current_balance;
    const balance = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
    if (raw === '' || !Number.isFinite(balance))
      throw new CourierCallError('Steadfast answered without a current_balance', 'unknown');
    return balance;
  }
}
