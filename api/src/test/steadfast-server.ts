// A small Steadfast Courier on loopback for tests, answering as Steadfast's public merchant API
// documents: `Api-Key` and `Secret-Key` headers, JSON bodies, under `/api/v1`. Unlike the real
// one it books a second parcel for an invoice it already has, so that a test can count parcels
// and prove that the shop never asks twice. It also calls the shop's webhook as Steadfast does.
import type http from 'node:http';
import { listenOnLoopback, postWebhook, readJson, sendJson, sleep } from './loopback-http';

export interface FakeParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string;
  status: string;
  created_at: string;
}

export interface FakeSteadfast {
  /** `STEADFAST_BASE_URL` for the API: up to and including `/api/v1`. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Every parcel booked, in order (twice the same invoice would show here twice). */
  parcels: FakeParcel[];
  /** How many create calls arrived (answered or not). */
  creates: number;
  /** Calls by path, e.g. `GET /status_by_invoice/TB-260001`. */
  calls: string[];
  /** Each create waits this long before answering (lets racing requests overlap). */
  createDelayMs: number;
  /** The next create books the parcel, then waits `ms` before answering (a time-out for the shop). */
  hangNextCreate(ms: number): void;
  /** The next create books the parcel, then drops the connection without an answer. */
  dropNextCreate(): void;
  /** The next create is refused (422) and books nothing. */
  refuseNextCreate(): void;
  /** What `GET /get_balance` answers as `current_balance` (BDT). */
  balance: number;
  /** The next balance call waits `ms` before answering (a time-out for the shop). */
  hangNextBalance(ms: number): void;
  /** Steadfast's side of a parcel's status (what the status calls answer). */
  setStatus(consignmentId: number, status: string): void;
  /** POSTs a webhook call to `url` as Steadfast does, with this bearer token. */
  notify(
    url: string,
    token: string,
    payload: Record<string, unknown>,
  ): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

export async function startFakeSteadfast(
  keys: { apiKey?: string; secretKey?: string } = {},
): Promise<FakeSteadfast> {
  const apiKey = keys.apiKey ?? 'test-api-key';
  const secretKey = keys.secretKey ?? 'test-secret-key';
  let nextId = 1424107;
  let nextCreate: { kind: 'hang'; ms: number } | { kind: 'drop' } | { kind: 'refuse' } | null = null;
  let balanceDelayMs = 0;
  const send = sendJson;

  function book(input: Record<string, unknown>): FakeParcel {
    const id = nextId++;
    const parcel: FakeParcel = {
      consignment_id: id,
      invoice: String(input.invoice),
      tracking_code: `SF${id.toString(16).toUpperCase()}`,
      recipient_name: String(input.recipient_name),
      recipient_phone: String(input.recipient_phone),
      recipient_address: String(input.recipient_address),
      cod_amount: Number(input.cod_amount),
      note: String(input.note ?? ''),
      status: 'in_review',
      created_at: new Date().toISOString(),
    };
    fake.parcels.push(parcel);
    return parcel;
  }

  /** The documented checks of a create: the fields Steadfast requires. */
  function problemOf(input: Record<string, unknown>): string | null {
    for (const field of ['invoice', 'recipient_name', 'recipient_phone', 'recipient_address'])
      if (typeof input[field] !== 'string' || !input[field]) return `The ${field} field is required.`;
    if (!/^\d{11}$/.test(String(input.recipient_phone))) return 'The recipient phone must be 11 digits.';
    if (typeof input.cod_amount !== 'number' || input.cod_amount < 0)
      return 'The cod amount must be a number.';
    return null;
  }

  const statusAnswer = (res: http.ServerResponse, parcel: FakeParcel | undefined) =>
    parcel
      ? send(res, 200, { status: 200, delivery_status: parcel.status })
      : send(res, 404, { status: 404, message: 'Consignment not found.' });

  const loopback = await listenOnLoopback(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    fake.calls.push(`${req.method} ${path}`);
    if (!url.pathname.startsWith('/api/v1/')) return send(res, 404, { message: 'Not found' });
    if (req.headers['api-key'] !== apiKey || req.headers['secret-key'] !== secretKey)
      return send(res, 401, { status: 401, message: 'Unauthorized.' });
    if (req.method === 'POST' && path === '/create_order') {
      fake.creates += 1;
      const input = (await readJson(req)) as Record<string, unknown>;
      const mode = nextCreate;
      nextCreate = null;
      if (mode?.kind === 'refuse')
        return send(res, 422, { status: 400, message: 'The recipient address is not serviceable.' });
      const problem = problemOf(input);
      if (problem) return send(res, 422, { status: 400, message: problem, errors: { input: [problem] } });
      const parcel = book(input);
      if (mode?.kind === 'drop') return req.socket.destroy();
      await sleep(mode?.kind === 'hang' ? mode.ms : fake.createDelayMs);
      if (res.destroyed) return;
      const { consignment_id, invoice, tracking_code, status } = parcel;
      return send(res, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id,
          invoice,
          tracking_code,
          recipient_name: parcel.recipient_name,
          recipient_phone: parcel.recipient_phone,
          recipient_address: parcel.recipient_address,
          cod_amount: parcel.cod_amount,
          status,
          note: parcel.note,
          created_at: parcel.created_at,
          updated_at: parcel.created_at,
        },
      });
    }
    if (req.method === 'POST' && path === '/create_order/bulk-order') {
      const input = (await readJson(req)) as { data?: Record<string, unknown>[] };
      const rows = Array.isArray(input.data) ? input.data : [];
      return send(
        res,
        200,
        rows.map((row) => {
          fake.creates += 1;
          const problem = problemOf(row);
          if (problem) return { ...row, consignment_id: null, tracking_code: null, status: 'error' };
          const parcel = book(row);
          return {
            invoice: parcel.invoice,
            recipient_name: parcel.recipient_name,
            recipient_address: parcel.recipient_address,
            recipient_phone: parcel.recipient_phone,
            cod_amount: parcel.cod_amount,
            note: parcel.note,
            consignment_id: parcel.consignment_id,
            tracking_code: parcel.tracking_code,
            status: 'success',
          };
        }),
      );
    }
    let m: RegExpMatchArray | null;
    if (req.method === 'GET' && (m = path.match(/^\/status_by_cid\/(\d+)$/)))
      return statusAnswer(
        res,
        fake.parcels.find((p) => p.consignment_id === Number(m![1])),
      );
    if (req.method === 'GET' && (m = path.match(/^\/status_by_invoice\/(.+)$/)))
      return statusAnswer(
        res,
        fake.parcels.find((p) => p.invoice === decodeURIComponent(m![1]!)),
      );
    if (req.method === 'GET' && (m = path.match(/^\/status_by_trackingcode\/(.+)$/)))
      return statusAnswer(
        res,
        fake.parcels.find((p) => p.tracking_code === decodeURIComponent(m![1]!)),
      );
    if (req.method === 'GET' && path === '/get_balance') {
      const delay = balanceDelayMs;
      balanceDelayMs = 0;
      if (delay) await sleep(delay);
      if (res.destroyed) return;
      return send(res, 200, { status: 200, current_balance: fake.balance });
    }
    return send(res, 404, { status: 404, message: 'Not found' });
  });
  const port = loopback.port;

  const fake: FakeSteadfast = {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    apiKey,
    secretKey,
    parcels: [],
    creates: 0,
    calls: [],
    createDelayMs: 0,
    hangNextCreate: (ms) => void (nextCreate = { kind: 'hang', ms }),
    dropNextCreate: () => void (nextCreate = { kind: 'drop' }),
    refuseNextCreate: () => void (nextCreate = { kind: 'refuse' }),
    balance: 12500,
    hangNextBalance: (ms) => void (balanceDelayMs = ms),
    setStatus(consignmentId, status) {
      const parcel = fake.parcels.find((p) => p.consignment_id === consignmentId);
      if (!parcel) throw new Error(`no parcel ${consignmentId}`);
      parcel.status = status;
    },
    notify: async (url, token, payload) => {
      const { status, body } = await postWebhook(url, { authorization: `Bearer ${token}` }, payload);
      return { status, body };
    },
    stop: loopback.stop,
  };
  return fake;
}

/** Steadfast's webhook body for a parcel's delivery status (as its documentation shows). */
export const deliveryStatus = (
  parcel: Pick<FakeParcel, 'consignment_id' | 'invoice' | 'cod_amount'>,
  status: string,
  extra: Record<string, unknown> = {},
) => ({
  notification_type: 'delivery_status',
  consignment_id: parcel.consignment_id,
  invoice: parcel.invoice,
  cod_amount: parcel.cod_amount,
  status,
  delivery_charge: 100,
  tracking_message: `Parcel ${status}`,
  updated_at: '2026-03-02 12:45:30',
  ...extra,
});

/** Steadfast's webhook body for a tracking update. */
export const trackingUpdate = (parcel: Pick<FakeParcel, 'consignment_id' | 'invoice'>, message: string) => ({
  notification_type: 'tracking_update',
  consignment_id: parcel.consignment_id,
  invoice: parcel.invoice,
  tracking_message: message,
  updated_at: '2026-03-02 13:15:00',
});
