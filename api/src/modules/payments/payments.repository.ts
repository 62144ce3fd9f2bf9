import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/**
 * One bKash payment (one `create`), keyed by its paymentID: what was asked, and where its
 * settling stands. `created` → `executing` (claimed by one request, atomically) → `completed`
 * (the order is paid by it), `refunded` (money given back: a wrong amount, an order already
 * paid or expired) or `flagged` (money taken that could not be given back: for an admin);
 * `failed` when bKash refused it. A claim older than a minute is abandoned (its process died) and
 * may be taken over, by asking bKash for the payment's status rather than executing again.
 */
export interface BkashPaymentDoc {
  _id: string;
  orderId: string;
  reference: string;
  /** The amount asked (the order's total, whole BDT). */
  amount: number;
  state: 'created' | 'executing' | 'completed' | 'failed' | 'refunded' | 'flagged';
  /** When the current claim was taken (state `executing`). */
  claimedAt?: string;
  /** Whether the payment was ever claimed (a taker asks bKash for its status instead of executing it again). */
  executed?: boolean;
  trxID?: string;
  /** What bKash took, as it said (whole BDT when it is a whole number). */
  paidAmount?: number;
  /** Why it was refunded or flagged. */
  note?: string;
  createdAt: string;
  updatedAt: string;
}

export type Settled = Pick<BkashPaymentDoc, 'state' | 'trxID' | 'paidAmount' | 'note'>;

export const CLAIM_ABANDONED_MS = 60_000;

export class PaymentsRepository {
  private readonly payments: Collection<BkashPaymentDoc>;

  constructor(store: Store) {
    this.payments = store.collection<BkashPaymentDoc>('bkash_payments', [
      { fields: { orderId: 1 } },
      { fields: { state: 1 } },
    ]);
  }

  async insert(doc: Omit<BkashPaymentDoc, 'createdAt' | 'updatedAt' | 'state'>): Promise<BkashPaymentDoc> {
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

  find(paymentID: string): Promise<BkashPaymentDoc | null> {
    return this.payments.findById(paymentID);
  }

  /** The payments of an order not settled yet (created, or being executed). */
  open(orderId: string): Promise<BkashPaymentDoc[]> {
    return this.payments.find({ orderId, state: { $in: ['created', 'executing'] } });
  }

  /**
   * Claims the payment for settling: one atomic update from `created`, or from an `executing`
   * claim older than a minute. Answers the payment as claimed (with `executed` as it was before
   * this claim), or null when another request holds it or it is settled.
   */
  async claim(paymentID: string, now: Date): Promise<(BkashPaymentDoc & { takenOver: boolean }) | null> {
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
  settle(paymentID: string, claimedAt: string, settled: Settled): Promise<BkashPaymentDoc | null> {
    return this.payments.updateOne(
      { _id: paymentID, state: 'executing', claimedAt },
      {
        // MongoDB would store an undefined field as null
        $set: {
          ...(Object.fromEntries(Object.entries(settled).filter(([, v]) => v !== undefined)) as Settled),
          updatedAt: new Date().toISOString(),
        },
        $unset: { claimedAt: true },
      },
    );
  }
}
