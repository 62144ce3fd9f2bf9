// A bKash Tokenized Checkout gateway on loopback, answering as bKash documents its API: the grant
// and refresh token calls (username and password headers, app key and secret in the body),
// create (mode 0011, amount as a string, BDT, intent sale) with a payment page at `bkashURL`,
// execute, payment/status and payment/refund; every answer with `statusCode` and
// `statusMessage`. Its payment page sends the browser back to the callbackURL with `paymentID`
// and `status=success|failure|cancel`. For the API's tests and the browser test of the checkout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export const BKASH_TEST_CREDENTIALS = {
  appKey: 'test-app-key',
  appSecret: 'test-app-secret',
  username: '01770000000',
  password: 'test-password',
} as const;

export interface GatewayPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  /** Initiated → (the payer confirms) Authorized → (execute) Completed; or Failed / Cancelled. */
  state: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  trxID?: string;
  executions: number;
  refunds: { amount: string; refundTrxID: string }[];
}

/** How the next calls go wrong, set by a test. */
export interface GatewayFaults {
  /** execute completes the payment, then never answers (a lost answer), or drops the connection. */
  executeAnswer?: 'hang' | 'drop';
  /** execute waits this long before it answers (two executes at once). */
  executeDelayMs?: number;
  /** execute and status say this amount was taken instead of the one asked (a wrong amount). */
  takenAmount?: string;
  /** refunds are refused. */
  refuseRefunds?: boolean;
  /** a refund is taken, then the connection drops before its answer (the answer is lost). */
  refundAnswer?: 'drop';
  /** status answers 500 (bKash down). */
  statusDown?: boolean;
}

export interface CallRecord {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface BkashTestGateway {
  /** BKASH_BASE_URL: the gateway's address up to and including /tokenized. */
  baseUrl: string;
  /** The API's BKASH_* settings for this gateway. */
  env: Record<string, string>;
  payments: Map<string, GatewayPayment>;
  calls: CallRecord[];
  faults: GatewayFaults;
  /** How many grants and refreshes it gave. */
  tokens: { grants: number; refreshes: number };
  /** The payer confirms on bKash's page (with enough balance, or without: `insufficient`). */
  authorize(paymentID: string, outcome?: 'ok' | 'insufficient' | 'cancel'): void;
  /** Tokens given so far stop working (bKash's token expired early). */
  expireTokens(): void;
  count(path: string): number;
  stop(): Promise<void>;
}

const TOKEN_SECONDS = 3600;

export async function startBkashGateway(
  credentials: typeof BKASH_TEST_CREDENTIALS = BKASH_TEST_CREDENTIALS,
): Promise<BkashTestGateway> {
  const payments = new Map<string, GatewayPayment>();
  const calls: CallRecord[] = [];
  const faults: GatewayFaults = {};
  const idTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const tokens = { grants: 0, refreshes: 0 };
  const hanging = new Set<http.ServerResponse>();
  let trxCounter = 0;

  const json = (res: http.ServerResponse, body: Record<string, unknown>, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, statusCode: string, statusMessage: string) =>
    json(res, { statusCode, statusMessage });

  const newToken = () => {
    const idToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    idTokens.add(idToken);
    refreshTokens.add(refreshToken);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      refresh_token: refreshToken,
    };
  };

  const paymentAnswer = (p: GatewayPayment) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    paymentID: p.paymentID,
    mode: p.mode,
    payerReference: p.payerReference,
    amount: p.state === 'Completed' && faults.takenAmount ? faults.takenAmount : p.amount,
    currency: p.currency,
    intent: p.intent,
    merchantInvoiceNumber: p.merchantInvoiceNumber,
    transactionStatus: p.state === 'Authorized' ? 'Initiated' : p.state,
    ...(p.trxID
      ? { trxID: p.trxID, paymentExecuteTime: new Date().toISOString(), customerMsisdn: '01770618575' }
      : {}),
  });

  /** A refund as bKash's refund and refund status answer it. */
  const refundAnswer = (p: GatewayPayment, refund: GatewayPayment['refunds'][number]) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    completedTime: new Date().toISOString(),
    transactionStatus: 'Completed',
    originalTrxID: p.trxID,
    refundTrxID: refund.refundTrxID,
    amount: refund.amount,
    currency: 'BDT',
    charge: '0.00',
  });

  const callbackTo = (p: GatewayPayment, status: 'success' | 'failure' | 'cancel') =>
    `${p.callbackURL}${p.callbackURL.includes('?') ? '&' : '?'}paymentID=${encodeURIComponent(p.paymentID)}&status=${status}`;

  function authorize(paymentID: string, outcome: 'ok' | 'insufficient' | 'cancel' = 'ok') {
    const p = payments.get(paymentID);
    if (!p || p.state !== 'Initiated') return;
    p.state = outcome === 'ok' ? 'Authorized' : outcome === 'cancel' ? 'Cancelled' : 'Failed';
  }

  async function api(
    path: string,
    req: http.IncomingMessage,
    body: Record<string, unknown>,
    res: http.ServerResponse,
  ) {
    const credentialsOk =
      req.headers.username === credentials.username && req.headers.password === credentials.password;
    if (path === '/checkout/token/grant') {
      if (!credentialsOk || body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret)
        return refuse(res, '2079', 'Invalid username and password');
      tokens.grants += 1;
      return json(res, newToken());
    }
    if (path === '/checkout/token/refresh') {
      if (
        !credentialsOk ||
        body.app_key !== credentials.appKey ||
        !refreshTokens.has(String(body.refresh_token))
      )
        return refuse(res, '2079', 'Invalid refresh token');
      tokens.refreshes += 1;
      return json(res, newToken());
    }
    if (!idTokens.has(String(req.headers.authorization)) || req.headers['x-app-key'] !== credentials.appKey)
      return json(res, { statusCode: '2079', statusMessage: 'Invalid token' }, 401);
    if (path === '/checkout/create') {
      const amount = String(body.amount ?? '');
      if (body.mode !== '0011') return refuse(res, '2008', 'Invalid mode');
      if (body.currency !== 'BDT' || body.intent !== 'sale')
        return refuse(res, '2007', 'Invalid currency or intent');
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
        return refuse(res, '2005', 'Invalid amount');
      if (typeof body.callbackURL !== 'string' || !/^https?:\/\//.test(body.callbackURL))
        return refuse(res, '2006', 'Invalid callbackURL');
      const paymentID = `TR0011${randomBytes(10).toString('hex').toUpperCase()}`;
      const p: GatewayPayment = {
        paymentID,
        amount,
        currency: 'BDT',
        intent: 'sale',
        mode: '0011',
        payerReference: String(body.payerReference ?? ''),
        merchantInvoiceNumber: String(body.merchantInvoiceNumber ?? ''),
        callbackURL: body.callbackURL,
        state: 'Initiated',
        executions: 0,
        refunds: [],
      };
      payments.set(paymentID, p);
      return json(res, {
        ...paymentAnswer(p),
        bkashURL: `${baseUrl.replace(/\/tokenized$/, '')}/pay/${paymentID}`,
        callbackURL: p.callbackURL,
        successCallbackURL: callbackTo(p, 'success'),
        failureCallbackURL: callbackTo(p, 'failure'),
        cancelledCallbackURL: callbackTo(p, 'cancel'),
        paymentCreateTime: new Date().toISOString(),
      });
    }
    const p = payments.get(String(body.paymentID ?? ''));
    if (!p) return refuse(res, '2056', 'Invalid Payment State');
    if (path === '/checkout/execute') {
      p.executions += 1;
      if (p.state === 'Completed') return refuse(res, '2117', 'Payment execution already been called before');
      if (p.state === 'Failed') return refuse(res, '2023', 'Insufficient Balance');
      if (p.state !== 'Authorized') return refuse(res, '2056', 'Invalid Payment State');
      p.state = 'Completed';
      p.trxID = `BK${String(++trxCounter).padStart(8, '0')}`;
      if (faults.executeDelayMs) await new Promise((r) => setTimeout(r, faults.executeDelayMs));
      if (faults.executeAnswer === 'hang') {
        hanging.add(res);
        return;
      }
      if (faults.executeAnswer === 'drop') {
        req.socket.destroy();
        return;
      }
      return json(res, paymentAnswer(p));
    }
    if (path === '/checkout/payment/status') {
      if (faults.statusDown) return json(res, { message: 'down' }, 500);
      return json(res, paymentAnswer(p));
    }
    if (path === '/checkout/payment/refund' && body.amount === undefined) {
      // the refund status: the payment's latest refund, as its refund answered
      const last = p.refunds.at(-1);
      if (body.trxID !== p.trxID || !last) return refuse(res, '2072', 'Invalid trxID');
      return json(res, refundAnswer(p, last));
    }
    if (path === '/checkout/payment/refund') {
      if (faults.refuseRefunds) return refuse(res, '2071', 'Refund not allowed');
      if (p.state !== 'Completed' || body.trxID !== p.trxID) return refuse(res, '2072', 'Invalid trxID');
      const refunded = p.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      const taken = Number(faults.takenAmount ?? p.amount);
      if (Number(body.amount) + refunded > taken) return refuse(res, '2074', 'Refund amount exceeds');
      const refund = {
        amount: String(body.amount),
        refundTrxID: `RF${String(++trxCounter).padStart(8, '0')}`,
      };
      p.refunds.push(refund);
      if (faults.refundAnswer === 'drop') return void req.socket.destroy();
      return json(res, refundAnswer(p, refund));
    }
    return json(res, { statusCode: '9999', statusMessage: 'Not found' }, 404);
  }

  /** bKash's payment page, as plain as can be: the amount, and Pay / Cancel / Fail (no balance). */
  function page(paymentID: string, res: http.ServerResponse) {
    const p = payments.get(paymentID);
    if (!p) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('no such payment');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>bKash test payment</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1 style="color:#e2136e">bKash (test gateway)</h1>
<p>Merchant invoice <strong>${p.merchantInvoiceNumber.replace(/[<>&]/g, '')}</strong></p>
<p>Amount <strong data-testid="gateway-amount">BDT ${p.amount}</strong></p>
<form method="post" action="/pay/${p.paymentID}"><button name="outcome" value="ok">Confirm payment</button>
<button name="outcome" value="cancel">Cancel</button>
<button name="outcome" value="insufficient">Pay without balance</button></form></body></html>`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const pay = /^\/pay\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (pay && req.method === 'GET') return page(pay[1]!, res);
      if (pay && req.method === 'POST') {
        const outcome = new URLSearchParams(raw).get('outcome');
        const p = payments.get(pay[1]!);
        if (!p) return json(res, { message: 'no such payment' }, 404);
        authorize(
          p.paymentID,
          outcome === 'cancel' ? 'cancel' : outcome === 'insufficient' ? 'insufficient' : 'ok',
        );
        const status = p.state === 'Authorized' ? 'success' : p.state === 'Cancelled' ? 'cancel' : 'failure';
        res.writeHead(302, { location: callbackTo(p, status) });
        return res.end();
      }
      if (!url.pathname.startsWith('/tokenized/') || req.method !== 'POST')
        return json(res, { statusCode: '9999', statusMessage: 'Not found' }, 404);
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return refuse(res, '2001', 'Invalid JSON');
      }
      const path = url.pathname.slice('/tokenized'.length);
      calls.push({ path, headers: req.headers, body });
      void api(path, req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tokenized`;

  return {
    baseUrl,
    env: {
      BKASH_BASE_URL: baseUrl,
      BKASH_APP_KEY: credentials.appKey,
      BKASH_APP_SECRET: credentials.appSecret,
      BKASH_USERNAME: credentials.username,
      BKASH_PASSWORD: credentials.password,
    },
    payments,
    calls,
    faults,
    tokens,
    authorize,
    expireTokens: () => idTokens.clear(),
    count: (path) => calls.filter((c) => c.path === path).length,
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
