// bKash Tokenized Checkout, as bKash documents it: a grant token (username and password headers,
// app key and secret in the body) that is refreshed before it expires, then `create`, `execute`,
// `payment/status` and `payment/refund` (also its status), each with the token in `Authorization` and the app key
// in `X-APP-Key`. Every answer carries `statusCode` ('0000' is success) and `statusMessage`.
import type { BkashConfig } from '../../config';
import type { Store } from '../../lib/store/store';
import { PaymentTokensRepository } from './payment-tokens.repository';

/** What `create` answers (the fields the shop uses). */
export interface BkashCreated {
  paymentID: string;
  bkashURL: string;
  amount?: string;
  merchantInvoiceNumber?: string;
  transactionStatus?: string;
}

/** What `execute` and `payment/status` answer (the fields the shop uses). */
export interface BkashPayment {
  paymentID: string;
  trxID?: string;
  transactionStatus: string;
  amount?: string;
  currency?: string;
  merchantInvoiceNumber?: string;
  paymentExecuteTime?: string;
  customerMsisdn?: string;
}

export interface BkashRefund {
  refundTrxID?: string;
  originalTrxID?: string;
  transactionStatus?: string;
  amount?: string;
}

/** A refusal from bKash: an answer whose `statusCode` is not '0000'. */
export class BkashRefusal extends Error {
  constructor(
    readonly statusCode: string,
    message: string,
  ) {
    super(`bKash ${statusCode}: ${message}`);
    this.name = 'BkashRefusal';
  }
}

/** bKash did not answer (no connection, a time-out, a 5xx, an answer that is not JSON): the outcome is unknown. */
export class BkashUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BkashUnreachable';
  }
}

/** Refreshed this long before it expires (bKash's tokens last an hour). */
const REFRESH_BEFORE_MS = 5 * 60_000;
const TOKEN_ID = 'bkash-grant';

export interface BkashClientOptions {
  /** How long one call may take before its outcome counts as unknown (ms). */
  timeoutMs?: number;
  now?: () => number;
}

type Json = Record<string, unknown>;

export class BkashClient {
  /** The grant token, kept in the store so that every API instance uses (and refreshes) the same one. */
  private readonly tokens: PaymentTokensRepository;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** One grant or refresh at a time in this process (the store shares the result with the others). */
  private pending: Promise<string> | undefined;

  constructor(
    private readonly config: BkashConfig,
    store: Store,
    options: BkashClientOptions = {},
  ) {
    this.tokens = new PaymentTokensRepository(store);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.now = options.now ?? (() => Date.now());
  }

  private async post(path: string, headers: Record<string, string>, body: Json): Promise<Json> {
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new BkashUnreachable(
        `bKash ${path}: ${(e as Error).name === 'TimeoutError' ? 'timed out' : 'no answer'}`,
      );
    }
    const text = await res.text().catch(() => '');
    if (res.status >= 500) throw new BkashUnreachable(`bKash ${path}: HTTP ${res.status}`);
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      throw new BkashUnreachable(`bKash ${path}: HTTP ${res.status}, not JSON`);
    }
    // tokenized answers `statusCode`/`statusMessage`; some refusals come as `errorCode`/`errorMessage`
    const code = String(json.statusCode ?? json.errorCode ?? (res.ok ? '0000' : res.status));
    if (code !== '0000')
      throw new BkashRefusal(code, String(json.statusMessage ?? json.errorMessage ?? 'refused'));
    return json;
  }

  // ---- the grant token ----

  private async grant(): Promise<string> {
    const json = await this.post(
      '/checkout/token/grant',
      { username: this.config.username, password: this.config.password },
      { app_key: this.config.appKey, app_secret: this.config.appSecret },
    );
    return this.keep(json);
  }

  private async refresh(refreshToken: string): Promise<string> {
    const json = await this.post(
      '/checkout/token/refresh',
      { username: this.config.username, password: this.config.password },
      { app_key: this.config.appKey, app_secret: this.config.appSecret, refresh_token: refreshToken },
    );
    return this.keep(json, refreshToken);
  }

  private async keep(json: Json, previousRefresh?: string): Promise<string> {
    const idToken = String(json.id_token ?? '');
    if (!idToken) throw new BkashUnreachable('bKash token: no id_token in the answer');
    const doc = {
      idToken,
      refreshToken: String(json.refresh_token ?? previousRefresh ?? ''),
      expiresAt: this.now() + Number(json.expires_in ?? 3600) * 1000,
    };
    await this.tokens.keep(TOKEN_ID, doc);
    return idToken;
  }

  /** A token good for at least five more minutes: the stored one, refreshed, or a new grant. */
  async token(): Promise<string> {
    const held = await this.tokens.find(TOKEN_ID);
    if (held && held.expiresAt - REFRESH_BEFORE_MS > this.now()) return held.idToken;
    this.pending ??= (async () => {
      try {
        if (held?.refreshToken && held.expiresAt > this.now()) {
          try {
            return await this.refresh(held.refreshToken);
          } catch (e) {
            if (!(e instanceof BkashRefusal)) throw e;
            // a refresh token bKash no longer takes: a new grant
          }
        }
        return await this.grant();
      } finally {
        this.pending = undefined;
      }
    })();
    return this.pending;
  }

  private async call(path: string, body: Json): Promise<Json> {
    const token = await this.token();
    return this.post(path, { authorization: token, 'x-app-key': this.config.appKey }, body);
  }

  // ---- payments ----

  async create(input: {
    amount: number;
    invoice: string;
    payerReference: string;
    callbackURL: string;
  }): Promise<BkashCreated> {
    const json = await this.call('/checkout/create', {
      mode: '0011',
      payerReference: input.payerReference,
      callbackURL: input.callbackURL,
      amount: String(input.amount),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.invoice,
    });
    if (typeof json.paymentID !== 'string' || typeof json.bkashURL !== 'string')
      throw new BkashUnreachable('bKash create: no paymentID or bkashURL in the answer');
    return json as unknown as BkashCreated;
  }

  async execute(paymentID: string): Promise<BkashPayment> {
    return (await this.call('/checkout/execute', { paymentID })) as unknown as BkashPayment;
  }

  async status(paymentID: string): Promise<BkashPayment> {
    return (await this.call('/checkout/payment/status', { paymentID })) as unknown as BkashPayment;
  }

  /**
   * Where the refunds of a payment stand: the refund call with only the paymentID and trxID, as
   * bKash documents its refund status (the latest refund's refundTrxID, amount and status).
   */
  async refundStatus(input: { paymentID: string; trxID: string }): Promise<BkashRefund> {
    return (await this.call('/checkout/payment/refund', {
      paymentID: input.paymentID,
      trxID: input.trxID,
    })) as unknown as BkashRefund;
  }

  async refund(input: { paymentID: string; trxID: string; amount: number; reason: string; sku: string }) {
    return (await this.call('/checkout/payment/refund', {
      paymentID: input.paymentID,
      trxID: input.trxID,
      amount: String(input.amount),
      sku: input.sku,
      reason: input.reason,
    })) as unknown as BkashRefund;
  }
}
