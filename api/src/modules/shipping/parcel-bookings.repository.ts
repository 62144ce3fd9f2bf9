import type { CourierState, ParcelReturn } from '@tyre/contracts';
import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** How a parcel ended: delivered (in whole or part) or returned to the shop (`cancelled`: stored so by Steadfast's first slice). */
export type ParcelFinal = 'delivered' | 'returned' | 'cancelled';

/**
 * One courier parcel of an order, keyed by the order's reference (the courier's invoice or
 * merchant order id), so that one order can never hold two bookings with one courier. `claimed`:
 * a request is booking it now; `unknown`: the call to the courier went unanswered (it may or may
 * not have the parcel); `booked`: the courier has it (its ids are missing only when it was found
 * by the reference after a lost answer; the first webhook fills the consignment id in).
 */
export interface ParcelBookingDoc {
  _id: string;
  orderId: string;
  state: 'claimed' | 'unknown' | 'booked';
  /** When the current attempt claimed it: a takeover or a settle names it, so only one wins. */
  claimedAt: string;
  /** The admin who asked for the booking (the order's move to shipped is theirs). */
  by?: { _id: string; name: string };
  codAmount: number;
  consignmentId?: string;
  trackingCode?: string;
  bookedAt?: string;
  /** What the courier said the delivery costs when it took the parcel (Pathao). */
  deliveryFee?: number;
  /** What the booking asked of the courier beside the order (Pathao: city, zone, area, weight). */
  details?: Record<string, unknown>;
  /** Set once, by the first final status heard (the webhook or the sweeper): later ones are ignored. */
  final?: ParcelFinal;
  finalAt?: string;
  returnReason?: ParcelReturn['reason'];
  collected?: number;
  deliveryCharge?: number;
  /** The courier paid the shop for this parcel (Pathao's payment invoice). */
  paidAt?: string;
  invoiceId?: string;
  /** The newest update heard: the courier's status, its meaning to the shop, its words. */
  lastStatus?: string;
  lastState?: CourierState;
  lastMessage?: string;
  lastEventAt?: string;
}

export type ClaimOutcome = { kind: 'claimed'; claimedAt: string } | { kind: 'held'; doc: ParcelBookingDoc };

/** The newest word heard of a parcel. */
export interface HeardUpdate {
  status?: string;
  state?: CourierState;
  message?: string;
  at: string;
}

/** A courier's parcels (one collection per courier: `steadfast_bookings`, `pathao_bookings`). */
export class ParcelBookings {
  private readonly col: Collection<ParcelBookingDoc>;

  constructor(store: Store, name: string) {
    this.col = store.collection<ParcelBookingDoc>(name, [
      { fields: { consignmentId: 1 }, unique: true, sparse: true },
      { fields: { orderId: 1 } },
    ]);
  }

  findByReference(reference: string): Promise<ParcelBookingDoc | null> {
    return this.col.findById(reference);
  }

  findByConsignment(consignmentId: string): Promise<ParcelBookingDoc | null> {
    return this.col.findOne({ consignmentId });
  }

  /**
   * Claims the booking of this reference for one attempt (an insert keyed by the reference: of two
   * racing requests, or two instances, exactly one wins), or answers what holds it.
   */
  async claim(
    reference: string,
    fields: Pick<ParcelBookingDoc, 'orderId' | 'codAmount' | 'by' | 'details'>,
    now: string,
  ): Promise<ClaimOutcome> {
    for (;;) {
      try {
        await this.col.insertOne({ _id: reference, ...fields, state: 'claimed', claimedAt: now });
        return { kind: 'claimed', claimedAt: now };
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
      const doc = await this.col.findById(reference);
      if (doc) return { kind: 'held', doc };
      // released meanwhile: claim again
    }
  }

  /** Takes over an attempt that went unanswered or was abandoned since `claimedAt`: one taker wins. */
  async takeOver(reference: string, claimedAt: string, now: string): Promise<boolean> {
    const taken = await this.col.updateOne(
      { _id: reference, state: { $in: ['claimed', 'unknown'] }, claimedAt },
      { $set: { state: 'claimed', claimedAt: now } },
    );
    return taken !== null;
  }

  /** The attempt's call went unanswered: the next try must learn whether the courier has the parcel. */
  async markUnknown(reference: string, claimedAt: string): Promise<void> {
    await this.col.updateOne({ _id: reference, state: 'claimed', claimedAt }, { $set: { state: 'unknown' } });
  }

  /** The courier surely made no parcel: frees the reference for a later try. */
  async release(reference: string, claimedAt: string): Promise<boolean> {
    const gone = await this.col.deleteOne({
      _id: reference,
      state: { $in: ['claimed', 'unknown'] },
      claimedAt,
    });
    return gone !== null;
  }

  /**
   * The courier has the parcel: records its ids (when known). `claimedAt` names the attempt; without
   * it (the courier's own notice, an admin's word) any attempt not booked yet is taken.
   */
  markBooked(
    reference: string,
    claimedAt: string | null,
    ids: { consignmentId?: string; trackingCode?: string; status?: string; deliveryFee?: number },
    now: string,
    state: CourierState = 'booked',
  ): Promise<ParcelBookingDoc | null> {
    return this.col.updateOne(
      claimedAt === null
        ? { _id: reference, state: { $in: ['claimed', 'unknown'] } }
        : { _id: reference, state: 'claimed', claimedAt },
      {
        $set: {
          state: 'booked',
          bookedAt: now,
          ...(ids.consignmentId ? { consignmentId: ids.consignmentId } : {}),
          ...(ids.trackingCode ? { trackingCode: ids.trackingCode } : {}),
          ...(ids.deliveryFee !== undefined ? { deliveryFee: ids.deliveryFee } : {}),
          // to the second: couriers stamp their events so (Pathao's `timestamp`), and a word of the
          // same second as the booking must not count as older than it
          lastEventAt: new Date(Math.floor(Date.parse(now) / 1000) * 1000).toISOString(),
          lastState: state,
          ...(ids.status ? { lastStatus: ids.status } : {}),
        },
      },
    );
  }

  /** A parcel found by its reference had no consignment id yet: the webhook names it (once). */
  async fillConsignment(reference: string, consignmentId: string): Promise<void> {
    try {
      await this.col.updateOne(
        { _id: reference, consignmentId: { $exists: false } },
        { $set: { consignmentId } },
      );
    } catch (e) {
      // another booking holds that id already: leave this one as it is
      if (!(e instanceof DuplicateKeyError)) throw e;
    }
  }

  /**
   * Notes an update that is not final, unless the parcel already has its final status or a newer
   * update: a late or repeated one changes nothing. Answers the booking when it was noted.
   */
  noteUpdate(reference: string, update: HeardUpdate): Promise<ParcelBookingDoc | null> {
    return this.col.updateOne(
      {
        _id: reference,
        final: { $exists: false },
        $or: [{ lastEventAt: { $exists: false } }, { lastEventAt: { $lte: update.at } }],
      },
      {
        $set: {
          lastEventAt: update.at,
          ...(update.status ? { lastStatus: update.status } : {}),
          ...(update.state ? { lastState: update.state } : {}),
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
    reference: string,
    final: { outcome: ParcelFinal; reason?: ParcelReturn['reason'] },
    money: { collected?: number; deliveryCharge?: number },
    update: HeardUpdate & { status: string },
  ): Promise<ParcelBookingDoc | null> {
    return this.col.updateOne(
      { _id: reference, state: 'booked', final: { $exists: false } },
      {
        $set: {
          final: final.outcome,
          finalAt: update.at,
          ...(final.reason ? { returnReason: final.reason } : {}),
          lastStatus: update.status,
          lastEventAt: update.at,
          ...(update.state ? { lastState: update.state } : {}),
          ...(update.message ? { lastMessage: update.message } : {}),
          ...(money.collected !== undefined ? { collected: money.collected } : {}),
          ...(money.deliveryCharge !== undefined ? { deliveryCharge: money.deliveryCharge } : {}),
        },
      },
    );
  }

  /** The courier paid the shop for this parcel: recorded once (null when it was before). */
  markPaid(reference: string, at: string, invoiceId?: string): Promise<ParcelBookingDoc | null> {
    return this.col.updateOne(
      { _id: reference, state: 'booked', paidAt: { $exists: false } },
      { $set: { paidAt: at, ...(invoiceId ? { invoiceId } : {}) } },
    );
  }

  /** Booked parcels with no final status that heard nothing since `before` (for the sweeper). */
  quietSince(before: string, limit: number): Promise<ParcelBookingDoc[]> {
    return this.col.find(
      { state: 'booked', final: { $exists: false }, lastEventAt: { $lt: before } },
      { sort: { lastEventAt: 1 }, limit },
    );
  }
}
