import type {
  Order,
  OrderCounts,
  OrderStatus,
  ParcelReturn,
  PaymentType,
  Refund,
  Shipment,
  StatusChange,
} from '@tyre/contracts';
import { ORDER_STATUSES } from '@tyre/contracts';
import { reportKeys, type OrderReportKeys } from './report-keys';
import { escapeRegex } from '../../lib/store/escape-regex';
import {
  DuplicateKeyError,
  type Collection,
  type Filter,
  type NewDoc,
  type Store,
} from '../../lib/store/store';

/** What the gateway's payment adds to an order's payment when it pays it. */
export type PaidDetails = Pick<Order['payment'], 'paymentID' | 'trxID' | 'amount' | 'paidAt'> &
  Partial<
    Pick<Order['payment'], 'valId' | 'cardType' | 'cardBrand' | 'cardIssuer' | 'risk' | 'deliverBy'>
  > & { paymentID: string; trxID: string; amount: number; paidAt: string };

/** An order as stored: the contract's shape plus `trxId` at the top level for its unique index. */
/**
 * A filter on orders that may also match fields of the embedded customer and payment (dotted
 * paths, which the typed `Filter` does not spell); both adapters take them as MongoDB does.
 */
type OrderQuery = Filter<OrderDoc> & {
  [path: `${'customer' | 'payment'}.${string}`]: unknown;
  $or?: OrderQuery[];
};

export interface OrderDoc extends Order {
  /** The bKash TrxID (absent for Cash on Delivery): one order per TrxID. */
  trxId?: string;
  /** What the reports read (see `report-keys.ts`); absent only on orders stored before it existed. */
  report?: OrderReportKeys;
  /**
   * Set by the very write that places or moves the order: the messages of its newest history
   * entries are owed. The messages module clears it once their outbox records exist, and
   * records what an order still owes after a crash (see `order-events.ts`).
   */
  outbox?: 'owed';
  /** How many history entries already have their outbox records (absent: none). */
  outboxDone?: number;
  /** Demo data: its events send nothing. */
  quiet?: true;
  /**
   * An order paid online, while it awaits its payment: the moment it is cancelled unpaid (the
   * sweeper's sparse index; removed by the write that pays or cancels it).
   */
  awaitingUntil?: string;
}

/**
 * One checkout attempt, keyed by its Idempotency-Key: claimed first, then pointed at its order.
 * Kept for a day after its claim and after its order (then a repeat of the key is a new order).
 */
interface OrderRequestDoc {
  _id: string;
  hash: string;
  state: 'pending' | 'done';
  orderId?: string;
  startedAt: string;
  /** The store drops the record after this moment (a TTL index). */
  expiresAt: Date;
}

/** How long an Idempotency-Key answers its order. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

const expiryAfter = (now: string | number) => new Date(new Date(now).getTime() + IDEMPOTENCY_KEY_TTL_MS);

interface CounterDoc {
  _id: string;
  seq: number;
}

export interface OrderFilter {
  userId?: string;
  status?: OrderStatus;
  paymentType?: PaymentType;
  /** ISO instants, inclusive. */
  from?: string;
  to?: string;
  search?: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'done'; hash: string; orderId: string }
  | { kind: 'pending'; hash: string; startedAt: string }
  | { kind: 'gone' };

const NEWEST = { createdAt: -1, _id: -1 } as const;

/** Now, or a millisecond after `previous` when the clock has not moved past it (each write its own `updatedAt`). */
function laterThan(previous: string): string {
  const now = Date.now();
  const after = Date.parse(previous) + 1;
  return new Date(Math.max(now, after)).toISOString();
}
const WINDOW_DAYS = [7, 31, 92, 366];
const LIST_NOTE =
  'indexes userId or status; the newest-first page is looked for in a window on the indexed createdAt first';

export class OrdersRepository {
  private readonly orders: Collection<OrderDoc>;
  private readonly requests: Collection<OrderRequestDoc>;
  private readonly counters: Collection<CounterDoc>;

  constructor(store: Store) {
    this.orders = store.collection<OrderDoc>('orders', [
      { fields: { key: 1 }, unique: true },
      { fields: { reference: 1 }, unique: true },
      { fields: { trxId: 1 }, unique: true, sparse: true },
      { fields: { userId: 1 } },
      { fields: { status: 1 } },
      { fields: { createdAt: -1 } },
      // the lists with their sort
      { fields: { userId: 1, createdAt: -1, _id: -1 }, embedded: LIST_NOTE },
      { fields: { status: 1, createdAt: -1, _id: -1 }, embedded: LIST_NOTE },
      { fields: { 'customer.mobileNumber': 1 } },
      // the orders whose messages are still owed (only those carry the field)
      { fields: { outbox: 1 }, sparse: true },
      // orders awaiting an online payment, by their deadline (only those carry the field)
      { fields: { awaitingUntil: 1 }, sparse: true },
    ]);
    // The Idempotency-Key is the `_id`: unique in both stores without another index.
    this.requests = store.collection<OrderRequestDoc>('order_requests', [
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
    this.counters = store.collection<CounterDoc>('counters');
  }

  // ---- orders ----

  /** Inserts the order; a second order with the same TrxID is refused by the unique index. */
  async insert(order: NewDoc<OrderDoc>): Promise<OrderDoc | 'trx_used'> {
    try {
      return await this.orders.insertOne(order);
    } catch (e) {
      if (e instanceof DuplicateKeyError && order.trxId && (await this.trxIdUsed(order.trxId)))
        return 'trx_used';
      throw e;
    }
  }

  async trxIdUsed(trxId: string): Promise<boolean> {
    return (await this.orders.count({ trxId })) > 0;
  }

  findByKey(key: string): Promise<OrderDoc | null> {
    return this.orders.findOne({ key });
  }

  /** The order with this reference (TB-260001; the unique `reference` index). */
  findByReference(reference: string): Promise<OrderDoc | null> {
    return this.orders.findOne({ reference });
  }

  findById(id: string): Promise<OrderDoc | null> {
    return this.orders.findById(id);
  }

  /**
   * Moves the status only if it is still `from` (one atomic update), and records the change with
   * the report keys of the order after it (`order` is the order as read while it was `from`) and,
   * with a move to shipped, its shipment.
   */
  moveStatus(
    order: Pick<OrderDoc, '_id' | 'createdAt' | 'items' | 'history'>,
    from: OrderStatus,
    change: StatusChange,
    shipment?: Shipment,
    parcelReturn?: ParcelReturn,
  ): Promise<OrderDoc | null> {
    const report = reportKeys({ ...order, history: [...order.history, change] });
    return this.orders.updateOne(
      { _id: order._id, status: from },
      {
        // `outbox`: the move's messages are owed, in the same write as the move itself
        $set: {
          status: change.to,
          updatedAt: change.at,
          report,
          outbox: 'owed',
          ...(shipment ? { shipment } : {}),
          ...(parcelReturn ? { parcelReturn } : {}),
        },
        $push: { history: change },
      },
    );
  }

  /**
   * Changes an order's record as `change` says of the order as read (no status move, no message):
   * a conditional update on `updatedAt`, read again and tried again when another write came
   * first. `change` answers the fields to set, or null when there is nothing (left) to do.
   */
  async amend(
    id: string,
    change: (doc: OrderDoc) => Partial<Pick<OrderDoc, 'shipment' | 'parcelReturn'>> | null,
  ): Promise<{ doc: OrderDoc; changed: boolean } | null> {
    for (let tries = 0; tries < 20; tries++) {
      const doc = await this.orders.findById(id);
      if (!doc) return null;
      const fields = change(doc);
      if (!fields) return { doc, changed: false };
      const updated = await this.orders.updateOne(
        { _id: id, updatedAt: doc.updatedAt, status: doc.status },
        { $set: { ...fields, updatedAt: laterThan(doc.updatedAt) } },
      );
      if (updated) return { doc: updated, changed: true };
    }
    throw new Error(`Order ${id} kept changing: not amended`);
  }

  /** How the orders placed with this mobile number (but `except`) stand: a count per status, and the newest few. */
  async byMobile(
    mobileNumber: string,
    except: string,
    newest: number,
  ): Promise<{ statuses: { status: OrderStatus; reason?: string }[]; recent: OrderDoc[] }> {
    const filter = { 'customer.mobileNumber': mobileNumber, _id: { $ne: except } } as OrderQuery;
    const all = await this.orders.find(filter, {
      projection: { status: 1, parcelReturn: 1 },
    });
    const recent = await this.orders.find(filter, { sort: NEWEST, limit: newest });
    return {
      statuses: all.map((o) => ({ status: o.status, reason: o.parcelReturn?.reason })),
      recent,
    };
  }

  /**
   * Marks an order awaiting an online payment paid and moves it to pending (or to payment review,
   * for a payment an admin must look at), only if it is still awaiting payment (one atomic update:
   * a second payment, a repeated callback or the sweeper finds it moved). The gateway's
   * transaction id goes to the unique `trxId` index too.
   */
  markPaid(
    order: Pick<OrderDoc, '_id' | 'createdAt' | 'items' | 'history' | 'payment'>,
    paid: PaidDetails,
    change: StatusChange,
  ): Promise<OrderDoc | null> {
    const report = reportKeys({ ...order, history: [...order.history, change] });
    const { payBy, ...payment } = order.payment;
    void payBy;
    return this.orders.updateOne(
      { _id: order._id, status: 'awaiting_payment' },
      {
        $set: {
          status: change.to,
          updatedAt: change.at,
          report,
          outbox: 'owed',
          payment: {
            ...payment,
            ...(Object.fromEntries(Object.entries(paid).filter(([, v]) => v !== undefined)) as PaidDetails),
          },
          trxId: paid.trxID,
        },
        $unset: { awaitingUntil: true },
        $push: { history: change },
      },
    );
  }

  /** Cancels an order still awaiting its online payment (one atomic update; only one caller wins). */
  expire(order: Pick<OrderDoc, '_id' | 'createdAt' | 'items' | 'history'>, change: StatusChange) {
    const report = reportKeys({ ...order, history: [...order.history, change] });
    return this.orders.updateOne(
      { _id: order._id, status: 'awaiting_payment' },
      {
        $set: { status: 'cancelled', updatedAt: change.at, report, outbox: 'owed' },
        $unset: { awaitingUntil: true },
        $push: { history: change },
      },
    );
  }

  /** Orders awaiting an online payment whose deadline is at or before `now`, soonest first. */
  awaitingDue(now: string, limit: number): Promise<OrderDoc[]> {
    return this.orders.find(
      { awaitingUntil: { $lte: now }, status: 'awaiting_payment' },
      { sort: { awaitingUntil: 1 }, limit },
    );
  }

  /**
   * Records on the order what happened to money it could not keep (refunded or flagged): a
   * conditional update on the order as read, read again when another write came first.
   */
  async notePayment(
    id: string,
    note: { refund?: { amount: number; refundTrxID?: string; at: string }; flagged?: string },
  ): Promise<OrderDoc | null> {
    for (let tries = 0; tries < 20; tries++) {
      const doc = await this.orders.findById(id);
      if (!doc) return null;
      const updated = await this.orders.updateOne(
        { _id: id, updatedAt: doc.updatedAt, status: doc.status },
        { $set: { payment: { ...doc.payment, ...note }, updatedAt: new Date().toISOString() } },
      );
      if (updated) return updated;
    }
    return null;
  }

  /**
   * Records an admin's refund of the order's online payment: the refund in `payment.refunds`, the
   * sum refunded, and a history entry (the status stays) whose messages are owed, in one
   * conditional update on the order as read (read again when another write came first). A refund
   * already recorded (a repeat) changes nothing. Null when there is no such order.
   */
  async recordRefund(
    id: string,
    refund: Refund,
    note: string,
  ): Promise<{ doc: OrderDoc; changed: boolean } | null> {
    for (let tries = 0; tries < 20; tries++) {
      const doc = await this.orders.findById(id);
      if (!doc) return null;
      const refunds = doc.payment.refunds ?? [];
      if (refunds.some((r) => r.id === refund.id)) return { doc, changed: false };
      const at = new Date(Math.max(Date.now(), Date.parse(doc.updatedAt) + 1)).toISOString();
      const change: StatusChange = {
        from: doc.status,
        to: doc.status,
        by: refund.by,
        at,
        note,
        refund: { id: refund.id, amount: refund.amount },
      };
      const counted = [...refunds, refund].filter((r) => r.state !== 'failed');
      const updated = await this.orders.updateOne(
        { _id: id, updatedAt: doc.updatedAt, status: doc.status },
        {
          $set: {
            payment: {
              ...doc.payment,
              refunds: [...refunds, refund],
              refunded: counted.reduce((sum, r) => sum + r.amount, 0),
            },
            updatedAt: at,
            // the refund's messages are owed from this very write on (see order-events.ts)
            outbox: 'owed',
          },
          $push: { history: change },
        },
      );
      if (updated) return { doc: updated, changed: true };
    }
    throw new Error(`Order ${id} kept changing: the refund was not recorded`);
  }

  /** Changes the state of a refund recorded as processing (the gateway has finished it, or refused it). */
  async updateRefund(
    id: string,
    refundId: string,
    state: Refund['state'],
    error?: string,
    ref?: string,
  ): Promise<OrderDoc | null> {
    for (let tries = 0; tries < 20; tries++) {
      const doc = await this.orders.findById(id);
      const refunds = doc?.payment.refunds ?? [];
      const held = refunds.find((r) => r.id === refundId);
      if (!doc || !held || held.state !== 'processing') return null;
      const next = refunds.map((r) => {
        if (r.id !== refundId) return r;
        const { error: before, ...rest } = r;
        void before;
        return { ...rest, state, ...(error ? { error } : {}), ...(ref && !rest.ref ? { ref } : {}) };
      });
      const updated = await this.orders.updateOne(
        { _id: id, updatedAt: doc.updatedAt, status: doc.status },
        {
          $set: {
            payment: {
              ...doc.payment,
              refunds: next,
              refunded: next.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amount, 0),
            },
            updatedAt: new Date(Math.max(Date.now(), Date.parse(doc.updatedAt) + 1)).toISOString(),
          },
        },
      );
      if (updated) return updated;
    }
    return null;
  }

  /**
   * Gives the report keys to every order stored without them (orders from before they existed, or
   * written straight into the store). Runs at start; idempotent, and one scan of the orders when
   * every order has them. Each order is updated only while it still lacks them, so an order
   * written meanwhile by a request keeps what that request wrote. Answers how many got them.
   */
  async backfillReportKeys(batch = 500): Promise<number> {
    const ids = (await this.orders.find({ report: { $exists: false } }, { projection: { _id: 1 } })).map(
      (o) => o._id,
    );
    let done = 0;
    for (let i = 0; i < ids.length; i += batch) {
      for (const order of await this.orders.find({ _id: { $in: ids.slice(i, i + batch) } })) {
        if (order.report) continue;
        const updated = await this.orders.updateOne(
          { _id: order._id, report: { $exists: false } },
          { $set: { report: reportKeys(order) } },
        );
        if (updated) done += 1;
      }
    }
    return done;
  }

  // ---- messages owed ----

  /** Orders whose newest events' messages are still owed (the sparse `outbox` index), oldest write first. */
  owing(limit: number, writtenBefore?: string): Promise<OrderDoc[]> {
    return this.orders.find(
      { outbox: 'owed', ...(writtenBefore ? { updatedAt: { $lt: writtenBefore } } : {}) },
      { sort: { updatedAt: 1 }, limit },
    );
  }

  /**
   * The order's messages up to history entry `done` are recorded: clears `outbox` if the order is
   * still in `status` (statuses never come back, so a move since the read keeps it owed).
   */
  async settleOutbox(id: string, status: OrderStatus, done: number): Promise<boolean> {
    const settled = await this.orders.updateOne(
      { _id: id, status, outbox: 'owed' },
      { $unset: { outbox: true }, $set: { outboxDone: done } },
    );
    return settled !== null;
  }

  async page(where: OrderFilter, page: number, size: number): Promise<{ items: OrderDoc[]; total: number }> {
    const filter: OrderQuery = {};
    if (where.paymentType) filter['payment.paymentType'] = where.paymentType;
    if (where.from || where.to) {
      const range: Record<string, string> = {};
      if (where.from) range.$gte = where.from;
      if (where.to) range.$lte = where.to;
      filter.createdAt = range;
    }
    if (where.search) {
      const text = where.search.trim();
      const pattern = new RegExp(escapeRegex(text), 'i');
      const or: OrderQuery[] = [{ reference: pattern }, { 'customer.name': pattern }];
      const digits = text.replace(/[\s+-]/g, '');
      if (/^\d{4,13}$/.test(digits))
        or.push({ 'customer.mobileNumber': new RegExp(escapeRegex(digits.slice(-11))) });
      filter.$or = or;
    }
    // Narrowest indexed field last (the embedded store picks it for its candidates).
    if (where.status) filter.status = where.status;
    if (where.userId) filter.userId = where.userId;
    const [items, total] = await Promise.all([this.newest(filter, page, size), this.orders.count(filter)]);
    return { items, total };
  }

  /**
   * A newest-first page, looked for in the last week, month, quarter and year before the whole
   * store. The embedded store sorts every candidate of a query; a time window on the indexed
   * `createdAt` keeps that to the recent orders. A window that holds the whole page (all orders up
   * to its end) gives exactly the page the unbounded query would.
   */
  private async newest(filter: OrderQuery, page: number, size: number): Promise<OrderDoc[]> {
    const need = (page + 1) * size;
    const range = (filter.createdAt ?? {}) as { $gte?: string; $lte?: string };
    if (need <= 1000) {
      for (const days of WINDOW_DAYS) {
        // whole hours, so that repeated pages ask the same query (the embedded store remembers it)
        const since = new Date(
          Math.floor((Date.now() - days * 86_400_000) / 3_600_000) * 3_600_000,
        ).toISOString();
        if (range.$gte && range.$gte >= since) break;
        const docs = await this.orders.find(
          { ...filter, createdAt: { ...range, $gte: since } },
          { sort: NEWEST, limit: need },
        );
        if (docs.length === need) return docs.slice(page * size);
      }
    }
    return this.orders.find(filter, { sort: NEWEST, skip: page * size, limit: size });
  }

  async counts(): Promise<OrderCounts> {
    const [total, ...perStatus] = await Promise.all([
      this.orders.count({}),
      ...ORDER_STATUSES.map((status) => this.orders.count({ status })),
    ]);
    const counts = { total } as OrderCounts;
    ORDER_STATUSES.forEach((status, i) => (counts[status] = perStatus[i]!));
    return counts;
  }

  /** Runs a report's aggregation pipeline over the orders (either store adapter). */
  aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return this.orders.aggregate<R>(pipeline);
  }

  // ---- references ----

  /** The next number of a named sequence: an atomic `$inc`; the first use inserts the counter. */
  async nextSequence(name: string): Promise<number> {
    for (;;) {
      const after = await this.counters.updateOne({ _id: name }, { $inc: { seq: 1 } });
      if (after) return after.seq;
      try {
        await this.counters.insertOne({ _id: name, seq: 1 });
        return 1;
      } catch (e) {
        // another request created it first: increment that one
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
    }
  }

  // ---- idempotency ----

  /**
   * Claims the key for this attempt, or tells what already holds it. A record past its expiry
   * (the store removes them lazily) is removed here and answered as gone: claim again.
   */
  async claim(key: string, hash: string, now: string): Promise<ClaimResult> {
    try {
      await this.requests.insertOne({
        _id: key,
        hash,
        state: 'pending',
        startedAt: now,
        expiresAt: expiryAfter(now),
      });
      return { kind: 'claimed' };
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
    const held = await this.requests.findById(key);
    if (!held) return { kind: 'gone' };
    if (new Date(held.expiresAt).getTime() <= Date.parse(now)) {
      await this.requests.deleteOne({ _id: key, expiresAt: held.expiresAt });
      return { kind: 'gone' };
    }
    if (held.state === 'done' && held.orderId)
      return { kind: 'done', hash: held.hash, orderId: held.orderId };
    return { kind: 'pending', hash: held.hash, startedAt: held.startedAt };
  }

  /** Takes over an attempt left pending since `startedAt` (its process died): only one taker wins. */
  async takeOver(key: string, startedAt: string, now: string): Promise<boolean> {
    return (
      (await this.requests.updateOne(
        { _id: key, state: 'pending', startedAt },
        { $set: { startedAt: now } },
      )) !== null
    );
  }

  async complete(key: string, orderId: string): Promise<void> {
    await this.requests.updateOne(
      { _id: key },
      { $set: { state: 'done', orderId, expiresAt: expiryAfter(Date.now()) } },
    );
  }

  /** Frees the key of an attempt that made no order, so that a retry may go again. */
  async release(key: string): Promise<void> {
    await this.requests.deleteOne({ _id: key, state: 'pending' });
  }
}
