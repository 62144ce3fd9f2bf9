import type { PaymentGateway, PaymentState } from '@tyre/contracts';
import { escapeRegex } from '../../lib/store/escape-regex';
import { DuplicateKeyError, type Collection, type Filter, type Store } from '../../lib/store/store';

/**
 * One online payment (one bKash `create`, keyed by its paymentID; one SSLCommerz session, keyed
 * by the shop's tran_id): what was asked, and where its settling stands. `created` → `executing`
 * (claimed by one request, atomically) → `completed` (the order is paid by it), `review` (paid,
 * held for an admin), `refunded` (money given back: a wrong amount, an order already paid or
 * expired) or `flagged` (money taken that could not be given back: for an admin); `failed` or
 * `cancelled` when no money moved. A claim older than a minute is abandoned (its process died)
 * and may be taken over, by asking the gateway for the payment's status rather than acting again.
 */
export interface PaymentDoc {
  _id: string;
  orderId: string;
  reference: string;
  /** The amount asked (the order's total, whole BDT). */
  amount: number;
  state: PaymentState;
  /** When the current claim was taken (state `executing`). */
  claimedAt?: string;
  /** Whether the payment was ever claimed (a taker asks the gateway for its status instead of acting again). */
  executed?: boolean;
  /** The gateway's transaction id (bKash's trxID, SSLCommerz's bank_tran_id). */
  trxID?: string;
  /** What the gateway took, as it said (whole BDT when it is a whole number). */
  paidAmount?: number;
  /** What the admins' refunds took back (given, or being given); absent: none. */
  refunded?: number;
  /** SSLCommerz: the validation id, how the customer paid, the risk it saw. */
  valId?: string;
  cardType?: string;
  cardBrand?: string;
  cardIssuer?: string;
  riskLevel?: number;
  riskTitle?: string;
  /** Why it failed, was refunded or flagged. */
  note?: string;
  /** When the gateway was last asked about it by the sweeper (a payment nobody came back from). */
  checkedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** The bKash slice's name for a payment record. */
export type BkashPaymentDoc = PaymentDoc;

export type Settled = Pick<
  PaymentDoc,
  | 'state'
  | 'trxID'
  | 'paidAmount'
  | 'note'
  | 'valId'
  | 'cardType'
  | 'cardBrand'
  | 'cardIssuer'
  | 'riskLevel'
  | 'riskTitle'
>;

export const CLAIM_ABANDONED_MS = 60_000;

/** The states in which a payment is not settled yet. */
const OPEN: PaymentState[] = ['created', 'executing'];

/** A filter of the admins' list (instants are ISO strings, inclusive). */
export interface PaymentFilter {
  state?: PaymentState;
  from?: string;
  to?: string;
  search?: string;
}

/** Only the fields given (MongoDB would store an undefined field as null). */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The payments of one gateway, in its own collection (`bkash_payments`, `sslcommerz_payments`). */
export class PaymentsRepository {
  private readonly payments: Collection<PaymentDoc>;

  constructor(
    store: Store,
    readonly gateway: PaymentGateway = 'bkash',
  ) {
    this.payments = store.collection<PaymentDoc>(`${gateway}_payments`, [
      { fields: { orderId: 1 } },
      { fields: { state: 1 } },
      { fields: { createdAt: -1 } },
    ]);
  }

  async insert(doc: Omit<PaymentDoc, 'createdAt' | 'updatedAt' | 'state'>): Promise<PaymentDoc> {
    const now = new Date().toISOString();
    try {
      return await this.payments.insertOne({ ...doc, state: 'created', createdAt: now, updatedAt: now });
    } catch (e) {
      if (e instanceof DuplicateKeyError) {
        const held = await this.payments.findById(doc._id);
        if (held) return held;
      }
      throw e;
    }
  }

  find(paymentID: string): Promise<PaymentDoc | null> {
    return this.payments.findById(paymentID);
  }

  /** The payments of an order not settled yet (created, or being settled). */
  open(orderId: string): Promise<PaymentDoc[]> {
    return this.payments.find({ orderId, state: { $in: OPEN } });
  }

  /**
   * Payments not settled yet and not touched since `before` (nobody came back from the gateway,
   * or the process settling them died): the sweeper asks the gateway about them, oldest first.
   */
  stale(before: string, limit: number): Promise<PaymentDoc[]> {
    return this.payments.find(
      { state: { $in: OPEN }, updatedAt: { $lte: before } },
      { sort: { updatedAt: 1 }, limit },
    );
  }

  /** The sweeper has asked about this payment now (it is left for a while before it is asked again). */
  async checked(paymentID: string, at: string): Promise<void> {
    await this.payments.updateOne(
      { _id: paymentID, state: 'created' },
      { $set: { checkedAt: at, updatedAt: at } },
    );
  }

  /**
   * Claims the payment for settling: one atomic update from `created`, or from an `executing`
   * claim older than a minute. Answers the payment as claimed (with `executed` as it was before
   * this claim), or null when another request holds it or it is settled.
   */
  async claim(paymentID: string, now: Date): Promise<(PaymentDoc & { takenOver: boolean }) | null> {
    const at = now.toISOString();
    const fresh = await this.payments.updateOne(
      { _id: paymentID, state: 'created' },
      { $set: { state: 'executing', claimedAt: at, executed: true, updatedAt: at } },
    );
    if (fresh) return { ...fresh, takenOver: false };
    const held = await this.payments.findById(paymentID);
    if (!held || held.state !== 'executing' || !held.claimedAt) return null;
    if (Date.parse(held.claimedAt) > now.getTime() - CLAIM_ABANDONED_MS) return null;
    const taken = await this.payments.updateOne(
      { _id: paymentID, state: 'executing', claimedAt: held.claimedAt },
      { $set: { claimedAt: at, updatedAt: at } },
    );
    return taken ? { ...taken, takenOver: true } : null;
  }

  /** Gives a claim back (the outcome is not known yet): the next callback or the sweeper asks again. */
  async release(paymentID: string, claimedAt: string): Promise<void> {
    await this.payments.updateOne(
      { _id: paymentID, state: 'executing', claimedAt },
      { $set: { state: 'created', updatedAt: new Date().toISOString() }, $unset: { claimedAt: true } },
    );
  }

  /** Settles a claimed payment (only the holder of the claim). */
  settle(paymentID: string, claimedAt: string, settled: Settled): Promise<PaymentDoc | null> {
    return this.payments.updateOne(
      { _id: paymentID, state: 'executing', claimedAt },
      {
        $set: { ...defined(settled), updatedAt: new Date().toISOString() },
        $unset: { claimedAt: true },
      },
    );
  }

  /** A payment that moved no money (the customer cancelled or it failed on the gateway's page): only from `created`. */
  close(paymentID: string, state: 'failed' | 'cancelled', note: string): Promise<PaymentDoc | null> {
    return this.payments.updateOne(
      { _id: paymentID, state: 'created' },
      { $set: { state, note, updatedAt: new Date().toISOString() } },
    );
  }

  /**
   * Takes `amount` of what is left to refund, in one conditional update on the amount refunded
   * so far: two refunds at once cannot both take the same money. Answers the payment after it,
   * or null when another refund changed it meanwhile (read it again) or it is not paid.
   */
  reserveRefund(payment: PaymentDoc, amount: number): Promise<PaymentDoc | null> {
    const before = payment.refunded ?? 0;
    const filter: Filter<PaymentDoc> = {
      _id: payment._id,
      state: { $in: ['completed', 'review'] },
      ...(before === 0 ? { $or: [{ refunded: 0 }, { refunded: { $exists: false } }] } : { refunded: before }),
    };
    return this.payments.updateOne(filter, {
      $set: { refunded: before + amount, updatedAt: new Date().toISOString() },
    });
  }

  /** Gives back a reservation of a refund that the gateway refused. */
  async releaseRefund(paymentID: string, amount: number): Promise<void> {
    await this.payments.updateOne(
      { _id: paymentID, refunded: { $gte: amount } },
      { $inc: { refunded: -amount }, $set: { updatedAt: new Date().toISOString() } },
    );
  }

  /** Payments held for an admin's review, the longest untouched first (the sweeper follows them up). */
  held(limit: number): Promise<PaymentDoc[]> {
    return this.payments.find({ state: 'review' }, { sort: { updatedAt: 1 }, limit });
  }

  /**
   * A payment held for review that an admin rejected (its order cancelled): its money given back
   * (`refunded`), or flagged for an admin when the gateway refused to give it back.
   */
  rejected(paymentID: string, state: 'refunded' | 'flagged', note: string): Promise<PaymentDoc | null> {
    return this.payments.updateOne(
      { _id: paymentID, state: 'review' },
      { $set: { state, note, updatedAt: new Date().toISOString() } },
    );
  }

  /** An admin released a payment held for review (its order moved on). */
  async reviewed(paymentID: string): Promise<void> {
    await this.payments.updateOne(
      { _id: paymentID, state: 'review' },
      { $set: { state: 'completed', updatedAt: new Date().toISOString() } },
    );
  }

  private where(filter: PaymentFilter): Filter<PaymentDoc> {
    const where: Filter<PaymentDoc> = {};
    if (filter.state) where.state = filter.state;
    if (filter.from || filter.to)
      where.createdAt = {
        ...(filter.from ? { $gte: filter.from } : {}),
        ...(filter.to ? { $lte: filter.to } : {}),
      };
    if (filter.search) {
      const text = new RegExp(escapeRegex(filter.search), 'i');
      where.$or = [{ _id: filter.search }, { reference: text }, { trxID: text }];
    }
    return where;
  }

  /** The newest `limit` payments the filter finds, and how many it finds in all. */
  async newest(filter: PaymentFilter, limit: number): Promise<{ items: PaymentDoc[]; total: number }> {
    const where = this.where(filter);
    const [items, total] = await Promise.all([
      this.payments.find(where, { sort: { createdAt: -1, _id: -1 }, limit }),
      this.payments.count(where),
    ]);
    return { items, total };
  }
}
