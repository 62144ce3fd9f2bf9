// An SSLCommerz gateway on loopback, answering as SSLCommerz's integration documentation (v4)
// describes: the session (`/gwprocess/v4/api.php`, a form post with store_id and store_passwd, the
// amount, tran_id, the success, fail, cancel and IPN addresses, the customer's, shipping and
// product fields) answering `GatewayPageURL`; a hosted payment page whose outcome the browser
// posts (an HTML form) to the shop's success, fail or cancel address, with an IPN from the
// gateway's server to the shop's IPN address; the validation API by `val_id` (VALID, then
// VALIDATED); and the merchant API by `tran_id` (transaction query), by `bank_tran_id` with
// `refund_amount` (a refund) and by `refund_ref_id` (its status). For the API's tests and the
// browser test of the checkout.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SSLCOMMERZ_TEST_CREDENTIALS = {
  storeId: 'tyres0test01',
  storePassword: 'tyres0test01@ssl',
} as const;

/** How the customer ends on the hosted page. */
export type Outcome = 'card' | 'mobile' | 'risky' | 'fail' | 'cancel';

export interface GatewayRefund {
  refund_ref_id: string;
  refund_trans_id: string;
  amount: string;
  remarks: string;
  refe_id: string;
  status: 'refunded' | 'processing' | 'cancelled';
}

export interface GatewaySession {
  sessionkey: string;
  /** Every field of the session's form as the shop sent it. */
  form: Record<string, string>;
  tranId: string;
  /** PENDING until the customer acts; VALID once paid (VALIDATED after its first validation). */
  status: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId?: string;
  bankTranId?: string;
  cardType?: string;
  cardBrand?: string;
  cardIssuer?: string;
  riskLevel: '0' | '1';
  /** What was taken (decimal, two places). */
  amount: string;
  tranDate?: string;
  refunds: GatewayRefund[];
}

/** How the next calls go wrong, set by a test. */
export interface GatewayFaults {
  /** The validation API waits this long before it answers (two settlements at once). */
  validationDelayMs?: number;
  /** The validation API answers 500 (SSLCommerz down). */
  validationDown?: boolean;
  /** Runs when a validation arrives, before it is answered (a test stops the shop there). */
  onValidation?: () => void;
  /** The transaction query answers 500. */
  queryDown?: boolean;
  /** A payment takes this amount instead of the session's (a wrong amount). */
  takenAmount?: string;
  /** Refunds are refused (status failed). */
  refuseRefunds?: boolean;
  /** Refunds are accepted as processing, and finish when `finishRefunds()` is called. */
  slowRefunds?: boolean;
  /** A refund is taken, then the connection drops before its answer (the answer is lost). */
  loseRefundAnswers?: boolean;
  /** Runs when a refund has been taken, before it is answered (a test stops the shop there). */
  onRefund?: () => void;
  /** The session is refused (status FAILED, bad store). */
  refuseSessions?: boolean;
  /** No IPN is sent by the gateway on its own (a test sends it with `ipn`). */
  noIpn?: boolean;
}

export interface CallRecord {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface SslcommerzTestGateway {
  /** SSLCOMMERZ_BASE_URL: the gateway's host. */
  baseUrl: string;
  /** The API's SSLCOMMERZ_* settings for this gateway. */
  env: Record<string, string>;
  sessions: Map<string, GatewaySession>;
  calls: CallRecord[];
  faults: GatewayFaults;
  /** The session of a tran_id. */
  byTranId(tranId: string): GatewaySession | undefined;
  /**
   * The customer acts on the hosted page: the payment is made (or fails, or is cancelled) and the
   * form the browser would post back is answered, with the address it goes to. An IPN follows
   * unless `noIpn`.
   */
  pay(tranId: string, outcome?: Outcome): { url: string; fields: Record<string, string> };
  /** Posts the IPN of a transaction to the shop's IPN address (answers the HTTP status). */
  ipn(tranId: string): Promise<number>;
  /** Refunds still processing are done. */
  finishRefunds(): void;
  count(path: string, having?: string): number;
  stop(): Promise<void>;
}

const VALIDATION = '/validator/api/validationserverAPI.php';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';
const SESSION = '/gwprocess/v4/api.php';
const PAGE = '/gwprocess/v4/gw.php';

/** The session fields SSLCommerz requires. */
const REQUIRED = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

const CARDS: Record<
  'card' | 'mobile' | 'risky',
  { type: string; brand: string; issuer: string; no: string }
> = {
  card: {
    type: 'VISA-Dutch Bangla',
    brand: 'VISA',
    issuer: 'Dutch Bangla Bank Limited',
    no: '432149XXXXXX0667',
  },
  risky: {
    type: 'MASTER-City Bank',
    brand: 'MASTERCARD',
    issuer: 'The City Bank Limited',
    no: '529401XXXXXX3211',
  },
  mobile: { type: 'BKASH-BKash', brand: 'MOBILEBANKING', issuer: 'BKash Mobile Banking', no: '' },
};

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export async function startSslcommerzGateway(
  credentials: typeof SSLCOMMERZ_TEST_CREDENTIALS = SSLCOMMERZ_TEST_CREDENTIALS,
): Promise<SslcommerzTestGateway> {
  const sessions = new Map<string, GatewaySession>();
  const calls: CallRecord[] = [];
  const faults: GatewayFaults = {};
  let counter = 0;

  const json = (res: http.ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const credentialsOk = (p: Record<string, string>) =>
    p.store_id === credentials.storeId && p.store_passwd === credentials.storePassword;
  const byTranId = (tranId: string) => [...sessions.values()].find((s) => s.tranId === tranId);
  const byValId = (valId: string) => [...sessions.values()].find((s) => s.valId === valId);
  const paid = (s: GatewaySession) => s.status === 'VALID' || s.status === 'VALIDATED';

  /** The transaction's fields, as the return post, the IPN and the validation API give them. */
  function transaction(s: GatewaySession): Record<string, string> {
    return {
      status: s.status,
      tran_date: s.tranDate ?? '',
      tran_id: s.tranId,
      val_id: s.valId ?? '',
      amount: s.amount,
      store_amount: (Number(s.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: s.bankTranId ?? '',
      card_type: s.cardType ?? '',
      card_no: paid(s) ? CARDS[s.cardBrand === 'MOBILEBANKING' ? 'mobile' : 'card'].no : '',
      card_issuer: s.cardIssuer ?? '',
      card_brand: s.cardBrand ?? '',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: s.form.currency ?? 'BDT',
      currency_amount: s.form.total_amount ?? s.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: s.form.value_a ?? '',
      value_b: s.form.value_b ?? '',
      value_c: s.form.value_c ?? '',
      value_d: s.form.value_d ?? '',
      risk_level: s.riskLevel,
      risk_title: s.riskLevel === '1' ? 'Risky' : 'Safe',
    };
  }

  /** The return post's fields with SSLCommerz's signature (md5 over the listed keys and md5 of the password). */
  function signed(fields: Record<string, string>): Record<string, string> {
    const keys = Object.keys(fields);
    const data: Record<string, string> = { ...fields, store_passwd: md5(credentials.storePassword) };
    const text = Object.keys(data)
      .sort()
      .map((k) => `${k}=${data[k]}`)
      .join('&');
    return { ...fields, verify_sign: md5(text), verify_key: keys.join(',') };
  }

  function pay(tranId: string, outcome: Outcome = 'card') {
    const s = byTranId(tranId);
    if (!s) throw new Error(`no session for ${tranId}`);
    if (s.status === 'PENDING') {
      s.tranDate = now();
      if (outcome === 'fail') s.status = 'FAILED';
      else if (outcome === 'cancel') s.status = 'CANCELLED';
      else {
        const card = CARDS[outcome];
        s.status = 'VALID';
        s.valId = `${Date.now().toString().slice(-10)}${randomBytes(5).toString('hex')}`;
        s.bankTranId = `${Date.now().toString().slice(-10)}${String(++counter).padStart(4, '0')}${randomBytes(4).toString('hex').toUpperCase()}`;
        s.cardType = card.type;
        s.cardBrand = card.brand;
        s.cardIssuer = card.issuer;
        s.riskLevel = outcome === 'risky' ? '1' : '0';
        if (faults.takenAmount) s.amount = faults.takenAmount;
      }
    }
    const url = paid(s)
      ? s.form.success_url!
      : s.status === 'CANCELLED'
        ? s.form.cancel_url!
        : s.form.fail_url!;
    const fields = signed({ ...transaction(s), status: paid(s) ? 'VALID' : s.status });
    if (s.status === 'FAILED') fields.error = 'Transaction declined by the card issuer';
    if (!faults.noIpn) setTimeout(() => void ipn(tranId).catch(() => undefined), 300);
    return { url, fields };
  }

  async function ipn(tranId: string): Promise<number> {
    const s = byTranId(tranId);
    if (!s?.form.ipn_url) throw new Error(`no IPN address for ${tranId}`);
    const res = await fetch(s.form.ipn_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(
        signed({ ...transaction(s), status: paid(s) ? 'VALID' : s.status }),
      ).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    await res.text();
    return res.status;
  }

  function session(form: Record<string, string>, res: http.ServerResponse) {
    const refused = (failedreason: string) =>
      json(res, { status: 'FAILED', failedreason, sessionkey: '', gw: [], GatewayPageURL: '' });
    if (faults.refuseSessions || !credentialsOk(form))
      return refused('Store Credential Error Or Store is De-active');
    const missing = REQUIRED.filter((k) => !form[k]);
    if (missing.length) return refused(`Invalid Information: ${missing.join(', ')} required`);
    const amount = Number(form.total_amount);
    if (!/^\d+(\.\d{1,2})?$/.test(form.total_amount!) || amount < 10 || amount > 500_000)
      return refused('Invalid Amount: it must be from 10.00 BDT to 500000.00 BDT');
    if (form.tran_id!.length > 30) return refused('Invalid tran_id: at most 30 characters');
    const sessionkey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(sessionkey, {
      sessionkey,
      form,
      tranId: form.tran_id!,
      status: 'PENDING',
      riskLevel: '0',
      amount: amount.toFixed(2),
      refunds: [],
    });
    const page = `${baseUrl}${PAGE}?Q=pay&SESSIONKEY=${sessionkey}`;
    return json(res, {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: {
        visa: 'city_visa,ebl_visa,dbbl_visa',
        master: 'city_master,dbbl_master',
        mobilebanking: 'bkash,dbblmobilebanking',
      },
      redirectGatewayURL: `${baseUrl}${PAGE}?Q=REDIRECT&SESSIONKEY=${sessionkey}&cardname=`,
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: page,
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    });
  }

  async function validation(p: Record<string, string>, res: http.ServerResponse) {
    faults.onValidation?.();
    if (faults.validationDelayMs) await new Promise((r) => setTimeout(r, faults.validationDelayMs));
    if (faults.validationDown) return json(res, { message: 'down' }, 500);
    if (!credentialsOk(p)) return json(res, { APIConnect: 'INVALID_REQUEST' });
    const s = p.val_id ? byValId(p.val_id) : undefined;
    if (!s || !paid(s)) return json(res, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
    const answer = {
      ...transaction(s),
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      APIConnect: 'DONE',
      validated_on: now(),
      gw_version: '',
    };
    s.status = 'VALIDATED';
    return json(res, answer);
  }

  function merchant(p: Record<string, string>, res: http.ServerResponse) {
    if (!credentialsOk(p)) return json(res, { APIConnect: 'INVALID_REQUEST' });
    if (p.refund_ref_id) {
      const found = [...sessions.values()].flatMap((s) => s.refunds.map((r) => ({ s, r })));
      const hit = found.find(({ r }) => r.refund_ref_id === p.refund_ref_id);
      if (!hit)
        return json(res, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' });
      return json(res, {
        APIConnect: 'DONE',
        bank_tran_id: hit.s.bankTranId,
        tran_id: hit.s.tranId,
        refund_ref_id: hit.r.refund_ref_id,
        initiated_on: now(),
        refunded_on: hit.r.status === 'refunded' ? now() : '',
        status: hit.r.status,
        errorReason: '',
      });
    }
    if (p.bank_tran_id) {
      const s = [...sessions.values()].find((x) => x.bankTranId === p.bank_tran_id);
      const fail = (errorReason: string) =>
        json(res, {
          APIConnect: 'DONE',
          bank_tran_id: p.bank_tran_id,
          trans_id: '',
          refund_ref_id: '',
          status: 'failed',
          errorReason,
        });
      if (!s || !paid(s)) return fail('Invalid bank_tran_id');
      const again = p.refund_trans_id
        ? s.refunds.find((r) => r.refund_trans_id === p.refund_trans_id)
        : undefined;
      if (again)
        return json(res, {
          APIConnect: 'DONE',
          bank_tran_id: s.bankTranId,
          trans_id: s.tranId,
          refund_ref_id: again.refund_ref_id,
          status:
            again.status === 'refunded' ? 'success' : again.status === 'processing' ? 'processing' : 'failed',
          errorReason: '',
        });
      if (faults.refuseRefunds) return fail('Refund is not allowed for this transaction');
      const amount = Number(p.refund_amount);
      const refunded = s.refunds
        .filter((r) => r.status !== 'cancelled')
        .reduce((sum, r) => sum + Number(r.amount), 0);
      if (!(amount > 0) || amount + refunded > Number(s.amount) + 1e-9)
        return fail('Refund amount exceeds the transaction amount');
      if (!p.refund_remarks) return fail('refund_remarks is required');
      const refund: GatewayRefund = {
        refund_ref_id: `${Date.now().toString().slice(-8)}${randomBytes(6).toString('hex')}`,
        refund_trans_id: p.refund_trans_id ?? '',
        amount: amount.toFixed(2),
        remarks: p.refund_remarks,
        refe_id: p.refe_id ?? '',
        status: faults.slowRefunds ? 'processing' : 'refunded',
      };
      s.refunds.push(refund);
      faults.onRefund?.();
      if (faults.loseRefundAnswers) return void res.socket?.destroy();
      return json(res, {
        APIConnect: 'DONE',
        bank_tran_id: s.bankTranId,
        trans_id: s.tranId,
        refund_ref_id: refund.refund_ref_id,
        status: refund.status === 'refunded' ? 'success' : 'processing',
        errorReason: '',
      });
    }
    if (p.tran_id) {
      if (faults.queryDown) return json(res, { message: 'down' }, 500);
      const found = [...sessions.values()].filter((s) => s.tranId === p.tran_id && s.status !== 'PENDING');
      return json(res, {
        APIConnect: 'DONE',
        no_of_trans_found: found.length,
        element: found.map((s) => ({
          ...transaction(s),
          validated_on: s.status === 'VALIDATED' ? now() : '',
          error: s.status === 'FAILED' ? 'Transaction declined by the card issuer' : '',
        })),
      });
    }
    return json(res, { APIConnect: 'INVALID_REQUEST' });
  }

  /** The hosted payment page: the order's amount and the ways to end it. */
  function page(sessionkey: string, res: http.ServerResponse) {
    const s = sessions.get(sessionkey);
    if (!s) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('no such session');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>SSLCommerz test payment</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="color:#1f5fa8">SSLCommerz (test gateway)</h1>
<p>${escape(s.form.product_name ?? '')}</p>
<p>Amount <strong data-testid="gateway-amount">BDT ${escape(s.amount)}</strong></p>
<form method="post" action="${PAGE}?SESSIONKEY=${sessionkey}">
<p><button name="outcome" value="card">Pay by card</button>
<button name="outcome" value="mobile">Pay with mobile banking</button></p>
<p><button name="outcome" value="risky">Pay with a risky card</button>
<button name="outcome" value="fail">Decline the card</button>
<button name="outcome" value="cancel">Cancel</button></p></form></body></html>`);
  }

  /** The hosted page's outcome: an HTML form the browser posts to the shop at once. */
  function returnForm(sessionkey: string, outcome: Outcome, res: http.ServerResponse) {
    const s = sessions.get(sessionkey);
    if (!s) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('no such session');
    }
    const { url, fields } = pay(s.tranId, outcome);
    const inputs = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Returning to the merchant</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escape(url)}">${inputs}
<button>Return to the merchant</button></form></body></html>`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const params = { ...Object.fromEntries(url.searchParams), ...form };
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params });
      if (url.pathname === SESSION && req.method === 'POST') return session(form, res);
      if (url.pathname === PAGE && req.method === 'GET')
        return page(url.searchParams.get('SESSIONKEY') ?? '', res);
      if (url.pathname === PAGE && req.method === 'POST')
        return returnForm(url.searchParams.get('SESSIONKEY') ?? '', (form.outcome as Outcome) || 'card', res);
      if (url.pathname === VALIDATION && req.method === 'GET') return void validation(params, res);
      if (url.pathname === MERCHANT && req.method === 'GET') return merchant(params, res);
      return json(res, { message: 'not found' }, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    env: {
      SSLCOMMERZ_BASE_URL: baseUrl,
      SSLCOMMERZ_STORE_ID: credentials.storeId,
      SSLCOMMERZ_STORE_PASSWORD: credentials.storePassword,
    },
    sessions,
    calls,
    faults,
    byTranId,
    pay,
    ipn,
    finishRefunds() {
      for (const s of sessions.values())
        for (const r of s.refunds) if (r.status === 'processing') r.status = 'refunded';
    },
    count: (path, having) =>
      calls.filter((c) => c.path === path && (!having || c.params[having] !== undefined)).length,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
