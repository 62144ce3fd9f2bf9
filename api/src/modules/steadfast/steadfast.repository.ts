import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** The final outcomes of a parcel: delivered (in whole or part) or cancelled (returned to the shop). */
export type SteadfastFinal = 'delivered' | 'cancelled';

/**
 * One Steadfast parcel of an order, keyed by the order's reference (Steadfast's `invoice`), so
 * that one order can never hold two bookings. `claimed`: a request is booking it now; `unknown`:
 * the call to Steadfast went unanswered (the next try asks Steadfast by invoice first); `booked`:
 * Steadfast has the parcel (its ids are missing only when it was found by invoice after a lost
 * answer; the first webhook fills the consignment id in).
 */
export interface SteadfastBookingDoc {
  _id: string;
  orderId: string;
  state: 'claimed' | 'unknown' | 'booked';
  /** When the current attempt claimed it: a takeover or a settle names it, so only one wins. */
  claimedAt: string;
  codAmount: number;
  consignmentId?: string;
  trackingCode?: string;
  bookedAt?: string;
  /** Set once, by the first final status heard (the webhook or the sweeper): later ones are ignored. */
  final?: SteadfastFinal;
  finalAt?: string;
  collected?: number;
  deliveryCharge?: number;
  /** The newest update heard (a status or a tracking message), for the admin. */
  lastStatus?: string;
  lastMessage?: string;
  lastEventAt?: string;
}

export type ClaimOutcome =
  { kind: 'claimed'; claimedAt: string } | { kind: 'held'; doc: SteadfastBookingDoc };

export class SteadfastRepository {
  private readonly col: Collection<SteadfastBookingDoc>;

  constructor(store: Store) {
    this.col = store.collection<SteadfastBookingDoc>('steadfast_bookings', [
      { fields: { consignmentId: 1 }, unique: true, sparse: true },
      { fields: { orderId: 1 } },
    ]);
  }

  findByInvoice(invoice: string): Promise<SteadfastBookingDoc | null> {
    return this.col.findById(invoice);
  }

  findByConsignment(consignmentId: string): Promise<SteadfastBookingDoc | null> {
    return this.col.findOne({ consignmentId });
  }

  /**
   * Claims the booking of this invoice for one attempt (an insert keyed by the invoice: of two
   * racing requests, or two instances, exactly one wins), or answers what holds it.
   */
  async claim(invoice: string, orderId: string, codAmount: number, now: string): Promise<ClaimOutcome> {
    for (;;) {
      try {
        await this.col.insertOne({ _id: invoice, orderId, state: 'claimed', claimedAt: now, codAmount });
        return { kind: 'claimed', claimedAt: now };
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
      const doc = await this.col.findById(invoice);
      if (doc) return { kind: 'held', doc };
      // released meanwhile: claim again
    }
  }

  /** Takes over an attempt that went unanswered or was abandoned since `claimedAt`: one taker wins. */
  async takeOver(invoice: string, claimedAt: string, now: string): Promise<boolean> {
    const taken = await this.col.updateOne(
      { _id: invoice, state: { $in: ['claimed', 'unknown'] }, claimedAt },
      { $set: { state: 'claimed', claimedAt: now } },
    );
    return taken !== null;
  }

  /** The attempt's call went unanswered: the next try asks Steadfast before booking again. */
  async markUnknown(invoice: string, claimedAt: string): Promise<void> {
    await this.col.updateOne({ _id: invoice, state: 'claimed', claimedAt }, { $set: { state: 'unknown' } });
  }

  /** Steadfast surely made no parcel: frees the invoice for a later try. */
  async release(invoice: string, claimedAt: string): Promise<void> {
    await this.col.deleteOne({ _id: invoice, state: 'claimed', claimedAt });
  }

  /** Steadfast has the parcel: records its ids (when known). */
  markBooked(
    invoice: string,
    claimedAt: string,
    ids: { consignmentId?: string; trackingCode?: string; status?: string },
    now: string,
  ): Promise<SteadfastBookingDoc | null> {
    return this.col.updateOne(
      { _id: invoice, state: 'claimed', claimedAt },
      {
        $set: {
          state: 'booked',
          bookedAt: now,
          ...(ids.consignmentId ? { consignmentId: ids.consignmentId } : {}),
          ...(ids.trackingCode ? { trackingCode: ids.trackingCode } : {}),
          lastEventAt: now,
          ...(ids.status ? { lastStatus: ids.status } : {}),
        },
      },
    );
  }

  /** A parcel found by invoice had no consignment id yet: the webhook names it (once). */
  async fillConsignment(invoice: string, consignmentId: string): Promise<void> {
    try {
      await this.col.updateOne(
        { _id: invoice, consignmentId: { $exists: false } },
        { $set: { consignmentId } },
      );
    } catch (e) {
      // another booking holds that id already: leave this one as it is
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
  }

  /** Notes an update that is not final, unless the parcel already has its final status. */
  async noteUpdate(
    invoice: string,
    update: { status?: string; message?: string; at: string },
  ): Promise<void> {
    await this.col.updateOne(
      { _id: invoice, final: { $exists: false } },
      {
        $set: {
          lastEventAt: update.at,
          ...(update.status ? { lastStatus: update.status } : {}),
          ...(update.message ? { lastMessage: update.message } : {}),
        },
      },
    );
  }

  /**
   * Records the parcel's final status, once: a conditional update on `final` not being set, so a
   * repeated or late webhook (or the sweeper at the same time) finds it done. Answers the booking
   * when this call set it, null when it was set before.
   */
  settle(
    invoice: string,
    final: SteadfastFinal,
    money: { collected?: number; deliveryCharge?: number },
    fields: { status: string; message?: string; at: string },
  ): Promise<SteadfastBookingDoc | null> {
    return this.col.updateOne(
      { _id: invoice, state: 'booked', final: { $exists: false } },
      {
        $set: {
          final,
          finalAt: fields.at,
          lastStatus: fields.status,
          lastEventAt: fields.at,
          ...(fields.message ? { lastMessage: fields.message } : {}),
          ...(money.collected !== undefined ? { collected: money.collected } : {}),
          ...(money.deliveryCharge !== undefined ? { deliveryCharge: money.deliveryCharge } : {}),
        },
      },
    );
  }

  /** Booked parcels with no final status that heard nothing since `before` (for the sweeper). */
  quietSince(before: string, limit: number): Promise<SteadfastBookingDoc[]> {
    return this.col.find(
      { state: 'booked', final: { $exists: false }, lastEventAt: { $lt: before } },
      { sort: { lastEventAt: 1 }, limit },
    );
  }
}
