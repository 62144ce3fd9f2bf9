// SSLCommerz, as its integration documentation (v4) describes it: a session is opened with a form
// POST to `/gwprocess/v4/api.php` (store_id and store_passwd, the amount in BDT, the shop's
// `tran_id`, the success, fail, cancel and IPN addresses, the customer's, shipping and product
// fields) and the customer is sent to its `GatewayPageURL`. Nothing the browser brings back is
// believed: a payment is what the validation API (`/validator/api/validationserverAPI.php`, by
// `val_id`) or the transaction query (`/validator/api/merchantTransIDvalidationAPI.php`, by
// `tran_id`) says. Refunds and their status go through the same merchant API (`bank_tran_id`,
// `refund_amount`, `refund_remarks`, `refe_id`; then `refund_ref_id`). Every answer is JSON with
// `APIConnect` (`DONE` when the store's credentials were taken).
import type { SslcommerzConfig } from '../../config';

/** The session's answer (the fields the shop uses). */
export interface SslcommerzSession {
  status: string;
  failedreason?: string;
  sessionkey?: string;
  GatewayPageURL?: string;
}

/** A validated transaction: the validation API's answer, or one element of the transaction query. */
export interface SslcommerzTransaction {
  /** VALID, VALIDATED (validated before), INVALID_TRANSACTION; in the query also PENDING, FAILED, CANCELLED, UNATTEMPTED, EXPIRED. */
  status: string;
  tran_id?: string;
  val_id?: string;
  /** What was taken, in BDT ("2580.00"). */
  amount?: string;
  store_amount?: string;
  /** The currency of `amount` (BDT). */
  currency?: string;
  /** The currency and amount the shop asked in. */
  currency_type?: string;
  currency_amount?: string;
  bank_tran_id?: string;
  card_type?: string;
  card_no?: string;
  card_issuer?: string;
  card_brand?: string;
  /** "0": safe; "1": risky (the shop holds the order for review). */
  risk_level?: string;
  risk_title?: string;
  tran_date?: string;
  validated_on?: string;
}

export interface SslcommerzRefund {
  /** success, processing or failed */
  status: string;
  refund_ref_id?: string;
  bank_tran_id?: string;
  errorReason?: string;
}

export interface SslcommerzRefundStatus {
  /** refunded, processing or cancelled */
  status: string;
  refund_ref_id?: string;
  refunded_on?: string;
  errorReason?: string;
}

/** SSLCommerz refused the call: its credentials, or a request it does not take. */
export class SslcommerzRefusal extends Error {
  constructor(message: string) {
    super(`SSLCommerz: ${message}`);
    this.name = 'SslcommerzRefusal';
  }
}

/** SSLCommerz did not answer (no connection, a time-out, a 5xx, an answer that is not JSON): the outcome is unknown. */
export class SslcommerzUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SslcommerzUnreachable';
  }
}

export interface SessionInput {
  tranId: string;
  /** Whole BDT. */
  amount: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: {
    name: string;
    email: string;
    address: string;
    city: string;
    state: string;
    postcode: string;
    phone: string;
  };
  items: number;
  productName: string;
  /** The order's reference, carried back in `value_a`. */
  reference: string;
}

type Json = Record<string, unknown>;

/** "2580.00": SSLCommerz's amounts are decimals with two places. */
const decimal = (amount: number) => amount.toFixed(2);

export class SslcommerzClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly config: SslcommerzConfig,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Calls one of SSLCommerz's addresses; the store's password never reaches an error or a log. */
  private async call(path: string, init: { query?: Record<string, string>; form?: Record<string, string> }) {
    const url = new URL(`${this.config.baseUrl}${path}`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, {
        method: init.form ? 'POST' : 'GET',
        headers: {
          accept: 'application/json',
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new SslcommerzUnreachable(
        `SSLCommerz ${path}: ${(e as Error).name === 'TimeoutError' ? 'timed out' : 'no answer'}`,
      );
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500) throw new SslcommerzUnreachable(`SSLCommerz ${path}: HTTP ${res.status}`);
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      throw new SslcommerzUnreachable(`SSLCommerz ${path}: HTTP ${res.status}, not JSON`);
    }
    if (!res.ok) throw new SslcommerzRefusal(`${path}: HTTP ${res.status}`);
    return json;
  }

  /** The credentials of every call after the session (`store_id`, `store_passwd`). */
  private get credentials() {
    return { store_id: this.config.storeId, store_passwd: this.config.storePassword };
  }

  /** The merchant API's answers carry `APIConnect`: DONE, or INVALID_REQUEST, FAILED, INACTIVE. */
  private connected(json: Json, what: string): Json {
    const connect = String(json.APIConnect ?? 'DONE');
    if (connect !== 'DONE') throw new SslcommerzRefusal(`${what}: APIConnect ${connect}`);
    return json;
  }

  /** Opens a session (`/gwprocess/v4/api.php`); answers the page to send the customer to. */
  async session(input: SessionInput): Promise<{ gatewayPageURL: string; sessionkey: string }> {
    const c = input.customer;
    const json = (await this.call('/gwprocess/v4/api.php', {
      form: {
        ...this.credentials,
        total_amount: decimal(input.amount),
        currency: 'BDT',
        tran_id: input.tranId,
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        cus_name: c.name,
        cus_email: c.email,
        cus_add1: c.address,
        cus_city: c.city,
        cus_state: c.state,
        cus_postcode: c.postcode,
        cus_country: 'Bangladesh',
        cus_phone: c.phone,
        shipping_method: 'Courier',
        num_of_item: String(input.items),
        ship_name: c.name,
        ship_add1: c.address,
        ship_city: c.city,
        ship_state: c.state,
        ship_postcode: c.postcode,
        ship_country: 'Bangladesh',
        product_name: input.productName,
        product_category: 'Tyres',
        product_profile: 'physical-goods',
        value_a: input.reference,
      },
    })) as unknown as SslcommerzSession;
    if (json.status !== 'SUCCESS' || !json.GatewayPageURL)
      throw new SslcommerzRefusal(`session: ${json.failedreason || json.status || 'refused'}`);
    return { gatewayPageURL: json.GatewayPageURL, sessionkey: json.sessionkey ?? '' };
  }

  /** The validation API: what SSLCommerz says of the payment with this `val_id`. */
  async validate(valId: string): Promise<SslcommerzTransaction> {
    const json = await this.call('/validator/api/validationserverAPI.php', {
      query: { val_id: valId, ...this.credentials, v: '1', format: 'json' },
    });
    return this.connected(json, 'validation') as unknown as SslcommerzTransaction;
  }

  /** The transaction query by `tran_id`: every attempt SSLCommerz has of this transaction. */
  async byTranId(tranId: string): Promise<SslcommerzTransaction[]> {
    const json = this.connected(
      await this.call('/validator/api/merchantTransIDvalidationAPI.php', {
        query: { tran_id: tranId, ...this.credentials, format: 'json' },
      }),
      'transaction query',
    );
    return Array.isArray(json.element) ? (json.element as SslcommerzTransaction[]) : [];
  }

  /** Initiates a refund of (part of) a payment. */
  async refund(input: {
    bankTranId: string;
    /** The shop's id of this refund (one per refund: a repeat names the same refund). */
    refundTransId: string;
    amount: number;
    remarks: string;
    /** The shop's reference of the refund (the order's). */
    refeId: string;
  }): Promise<SslcommerzRefund> {
    const json = this.connected(
      await this.call('/validator/api/merchantTransIDvalidationAPI.php', {
        query: {
          bank_tran_id: input.bankTranId,
          refund_trans_id: input.refundTransId,
          refund_amount: decimal(input.amount),
          refund_remarks: input.remarks,
          refe_id: input.refeId,
          ...this.credentials,
          v: '1',
          format: 'json',
        },
      }),
      'refund',
    );
    return json as unknown as SslcommerzRefund;
  }

  /** Where a refund stands (`refund_ref_id`). */
  async refundStatus(refundRefId: string): Promise<SslcommerzRefundStatus> {
    const json = this.connected(
      await this.call('/validator/api/merchantTransIDvalidationAPI.php', {
        query: { refund_ref_id: refundRefId, ...this.credentials, format: 'json' },
      }),
      'refund status',
    );
    return json as unknown as SslcommerzRefundStatus;
  }
}
