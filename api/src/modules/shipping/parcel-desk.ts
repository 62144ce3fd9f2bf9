import type {
  BookingProblem,
  Carrier,
  Courier,
  CourierState,
  Order,
  OrderStatus,
  ParcelReturn,
  Shipment,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import { AppError, says } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { ShipmentFields, ShippingOrders } from '../orders/orders.service';
import { CourierCallError } from './courier-http';
import { ParcelBookings, type ParcelBookingDoc } from './parcel-bookings.repository';

/** One order's answer to a booking (the contract's `<Courier>BookingResult`). */
export interface BookingResult {
  orderId: string;
  reference?: string;
  booked: boolean;
  replayed: boolean;
  problem?: BookingProblem;
  message?: string;
  order?: Order;
}

type Admin = { _id: string; name: string };

/** What a courier desk needs of orders: read and move one (the orders service), and its shipping port. */
export interface ParcelOrders {
  get(id: string, viewer: { _id: string; name: string; email: string; role: 'admin' }): Promise<Order>;
  updateStatus(
    id: string,
    to: OrderStatus,
    admin: Admin,
    note?: string,
    now?: Date,
    shipping?: ShipmentFields,
  ): Promise<{ order: Order }>;
  shipping: Pick<ShippingOrders, 'noteCourierUpdate' | 'settleParcel'>;
}

/** What it needs of couriers: the list, to find the shop's record of this courier (its names and page). */
export interface ParcelCouriers {
  list(): Promise<Courier[]>;
}

export interface ParcelDeps {
  orders: ParcelOrders;
  couriers: ParcelCouriers;
  logger: Logger;
}

/** What a courier says it made: its ids, when known (a parcel found after a lost answer may have none). */
export interface Consignment {
  consignmentId?: string;
  trackingCode?: string;
  status?: string;
  deliveryFee?: number;
}

/**
 * A courier's word on a parcel: its own status name, what it means to the shop (no state: what
 * was known stands), the final outcome when it ends the parcel, its own words, when, and money.
 */
export interface CourierWord {
  status: string;
  state?: CourierState;
  final?: { outcome: 'delivered' } | { outcome: 'returned'; reason: ParcelReturn['reason'] };
  message?: string;
  at: string;
  collected?: number;
  deliveryCharge?: number;
}

/** An order whose reference this request holds (`askFirst`: a claim taken over from an unanswered call). */
export interface Claimed<D> {
  kind: 'claimed';
  order: Order;
  claimedAt: string;
  codAmount: number;
  askFirst: boolean;
  details: D;
}
type Prepared<D> = Claimed<D> | { kind: 'done'; result: BookingResult };

const done = <D>(result: BookingResult): Prepared<D> => ({ kind: 'done', result });

const money = (v: number | undefined) => (v === undefined ? undefined : Math.round(v));

/** The order's move for each final outcome (one table: never backwards, see ORDER_TRANSITIONS). */
const ORDER_MOVE = { delivered: 'completed', returned: 'returned', cancelled: 'returned' } as const;

/** The recipient's address as one line: the address, town, thana, district and post code. */
export function addressOf(order: Order): string {
  const c = order.customer;
  return [c.address, c.town, c.thana, c.district, c.postCode].filter(Boolean).join(', ');
}

/**
 * Booking parcels with one courier and hearing back from it, the same for every courier: a
 * booking is claimed in the store (keyed by the order's reference) before the courier is called;
 * after a call that went unanswered the courier is asked by the reference before any new booking
 * (or, when it cannot be asked, nothing is booked until it says); the order moves to shipped
 * through the orders service (the same move, history and customer's SMS as an admin's). The
 * courier's final word moves the order once (a conditional update of the booking) and never
 * back; any other word is kept as its latest, unless a newer one came first.
 */
export abstract class ParcelDesk<D> {
  protected readonly bookings: ParcelBookings;
  /** Who moves an order when the courier's update does (the history shows the name). */
  readonly actor: Admin;
  /** A claim older than this was abandoned (its process died mid-call). */
  private readonly abandonedAfterMs: number;

  constructor(
    store: Store,
    collection: string,
    protected readonly deps: ParcelDeps,
    protected readonly courier: {
      carrier: Carrier;
      /** Its name in logs, messages and the history ('Steadfast'). */
      label: string;
      /** Its tracking page with `{number}`, when the shop's couriers list gives it none. */
      trackingPage: string;
      /** Whether, after a lost answer, it can be asked by the order's reference (Steadfast can, Pathao cannot). */
      askable: boolean;
      timeoutMs: number;
    },
  ) {
    this.bookings = new ParcelBookings(store, collection);
    this.actor = { _id: '000000000000000000000000', name: courier.label };
    this.abandonedAfterMs = courier.timeoutMs * 2 + 10_000;
  }

  abstract get enabled(): boolean;

  /** 503 when the courier's settings are missing. */
  protected abstract need(): void;

  /** Books one parcel with the courier. Throws `CourierCallError` when it did not. */
  protected abstract create(p: Claimed<D>): Promise<Consignment>;

  /** After a lost answer (only for an `askable` courier): the parcel the courier has for the order, or null. */
  protected abstract lookup(p: Claimed<D>): Promise<Consignment | null>;

  /** The courier's word on a quiet parcel (the sweeper), or null when it has none to give. */
  protected abstract ask(booking: ParcelBookingDoc): Promise<CourierWord | null>;

  /** Books many fresh parcels in one call, when the courier has such a call: each answers on its own. */
  protected createMany?(claims: Claimed<D>[]): Promise<Map<string, Consignment | CourierCallError>>;

  protected get viewer() {
    return { ...this.actor, email: '', role: 'admin' as const };
  }

  // ---- booking ----

  /**
   * Books each order (one refused order does not stop the rest). The orders claimed afresh go to
   * the courier together when it has a bulk call; an order whose last call went unanswered is
   * asked about and booked on its own.
   */
  async bookMany(items: { orderId: string; details: D }[], admin: Admin): Promise<BookingResult[]> {
    this.need();
    const prepared: Prepared<D>[] = [];
    for (const item of items) prepared.push(await this.prepare(item.orderId, item.details, admin));
    const fresh = prepared.filter((p): p is Claimed<D> => p.kind === 'claimed' && !p.askFirst);
    const answered = new Map<string, BookingResult>();
    if (this.createMany && fresh.length >= 2) {
      try {
        const rows = await this.createMany(fresh);
        for (const p of fresh) {
          const row = rows.get(p.order._id);
          answered.set(
            p.order._id,
            row && !(row instanceof CourierCallError)
              ? await this.booked(p, row, admin)
              : await this.failed(
                  p,
                  row ??
                    new CourierCallError(
                      `${this.courier.label}’s bulk answer did not name this parcel`,
                      'unknown',
                    ),
                ),
          );
        }
      } catch (e) {
        if (e instanceof AppError) throw e;
        for (const p of fresh)
          if (!answered.has(p.order._id)) answered.set(p.order._id, await this.failed(p, e));
      }
    }
    const results: BookingResult[] = [];
    for (const p of prepared)
      results.push(
        p.kind === 'done' ? p.result : (answered.get(p.order._id) ?? (await this.single(p, admin))),
      );
    return results;
  }

  /**
   * Everything before the call to the courier: the order (it must be processing), then the claim
   * of its reference in the store. Answers the result when there is nothing to ask the courier
   * (booked before, not ready, another request booking it now, an unanswered call it cannot be
   * asked about), else the claim this request holds.
   */
  private async prepare(orderId: string, details: D, admin: Admin): Promise<Prepared<D>> {
    let order: Order;
    try {
      order = await this.deps.orders.get(orderId, { ...admin, email: '', role: 'admin' });
    } catch (e) {
      if (e instanceof AppError && e.code === 'not_found')
        return done({
          orderId,
          booked: false,
          replayed: false,
          problem: 'not_found',
          message: 'Order not found',
        });
      throw e;
    }
    const reference = order.reference;
    const answer = (problem: BookingProblem, message: string) =>
      done<D>({ orderId: order._id, reference, booked: false, replayed: false, problem, message });
    const notReady = () =>
      answer('not_ready', `Order ${reference} is not ready to ship (it must be processing)`);
    const existing = await this.bookings.findByReference(reference);
    if (existing?.state === 'booked') return done(await this.finish(order, existing, admin, true));
    if (!existing && order.status !== 'processing') return notReady();

    const codAmount = order.payment.paymentType === 'Cash on Delivery' ? order.total : 0;
    const now = new Date().toISOString();
    const claim = await this.bookings.claim(
      reference,
      { orderId: order._id, codAmount, by: { _id: admin._id, name: admin.name }, ...this.keep(details) },
      now,
    );
    if (claim.kind === 'held') {
      const held = claim.doc;
      if (held.state === 'booked') return done(await this.finish(order, held, admin, true));
      const abandoned = Date.parse(held.claimedAt) < Date.now() - this.abandonedAfterMs;
      const inProgress = () =>
        answer('in_progress', `Order ${reference} is being booked with ${this.courier.label} right now`);
      if (held.state === 'claimed' && !abandoned) return inProgress();
      if (!this.courier.askable) {
        // its call may have made a parcel, and the courier cannot be asked by the reference
        if (held.state === 'claimed') await this.bookings.markUnknown(reference, held.claimedAt);
        return answer('unconfirmed', this.unconfirmed(reference));
      }
      if (!(await this.bookings.takeOver(reference, held.claimedAt, now))) return inProgress();
    }
    if (order.status !== 'processing') {
      await this.bookings.release(reference, now);
      return notReady();
    }
    // a claim taken over: its last call may have booked the parcel, so the courier is asked first
    return { kind: 'claimed', order, claimedAt: now, codAmount, askFirst: claim.kind === 'held', details };
  }

  /** What a booking keeps of its details (Pathao: the destination); nothing unless a courier says. */
  protected keep(details: D): { details?: Record<string, unknown> } {
    void details;
    return {};
  }

  private unconfirmed(reference: string): string {
    return `${this.courier.label} did not answer the booking of order ${reference}; it is not booked again until ${this.courier.label} says whether it has the parcel`;
  }

  /** One claimed order: asks first when a last call went unanswered, else books it. */
  private async single(p: Claimed<D>, admin: Admin): Promise<BookingResult> {
    try {
      if (p.askFirst) {
        const found = await this.lookup(p);
        if (found) {
          this.deps.logger.warn(
            { reference: p.order.reference, courier: this.courier.label },
            'The courier already had the parcel of an unanswered booking: kept, not booked again',
          );
          return await this.booked(p, found, admin);
        }
      }
      return await this.booked(p, await this.create(p), admin);
    } catch (e) {
      if (e instanceof AppError) throw e;
      return this.failed(p, e);
    }
  }

  /** The courier has the parcel: records it and ships the order. */
  private async booked(p: Claimed<D>, consignment: Consignment, admin: Admin): Promise<BookingResult> {
    const reference = p.order.reference;
    const booked = await this.bookings.markBooked(
      reference,
      p.claimedAt,
      consignment,
      new Date().toISOString(),
    );
    if (!booked) {
      // the courier's own notice confirmed it meanwhile (Pathao's order.created): the same parcel
      const now = await this.bookings.findByReference(reference);
      if (now?.state === 'booked' && now.consignmentId === consignment.consignmentId)
        return this.finish(p.order, now, admin, true);
      throw new AppError('conflict', says('steadfast.bookedMeanwhile', { reference }));
    }
    this.deps.logger.info(
      { reference, courier: this.courier.label, consignmentId: booked.consignmentId },
      'Parcel booked',
    );
    return this.finish(p.order, booked, admin, false);
  }

  /**
   * A call that failed: refused (surely no parcel) frees the reference for a later try; anything
   * else leaves it `unknown`, so that the next try finds out first.
   */
  private async failed(p: Claimed<D>, e: unknown): Promise<BookingResult> {
    const reference = p.order.reference;
    const base = { orderId: p.order._id, reference, booked: false, replayed: false };
    const label = this.courier.label;
    if (e instanceof CourierCallError && e.outcome === 'refused') {
      await this.bookings.release(reference, p.claimedAt);
      this.deps.logger.warn({ reference, courier: label, err: e.message }, 'The courier refused a booking');
      return { ...base, problem: 'refused', message: e.message };
    }
    await this.bookings.markUnknown(reference, p.claimedAt);
    this.deps.logger.warn({ reference, courier: label, err: (e as Error).message }, 'Booking unanswered');
    return {
      ...base,
      problem: 'unanswered',
      message: this.courier.askable
        ? `${label} did not answer. Try again: the shop asks ${label} for this order first, so it is never booked twice`
        : `${label} did not answer. The shop waits for ${label}’s word on this order before booking it again, so it is never booked twice`,
    };
  }

  /** The order of a booked parcel, moved to shipped with its shipment unless it already was. */
  protected async finish(
    order: Order,
    booking: ParcelBookingDoc,
    admin: Admin,
    replayed: boolean,
  ): Promise<BookingResult> {
    const result = { orderId: order._id, reference: order.reference, booked: true, replayed };
    if (order.status !== 'processing') return { ...result, order };
    try {
      const moved = await this.deps.orders.updateStatus(order._id, 'shipped', admin, undefined, new Date(), {
        booked: await this.shipmentOf(booking),
      });
      return { ...result, order: moved.order };
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
      // moved meanwhile (the twin of this request shipped it): answer the order as it is
      const now = await this.deps.orders.get(order._id, { ...admin, email: '', role: 'admin' });
      return { ...result, order: now };
    }
  }

  private async shipmentOf(booking: ParcelBookingDoc): Promise<Shipment> {
    const prefix = this.courier.label.toLowerCase();
    const courier = (await this.deps.couriers.list()).find((c) =>
      c.name.trim().toLowerCase().startsWith(prefix),
    );
    const page = courier?.trackingUrl || this.courier.trackingPage;
    const code = booking.trackingCode ?? booking.consignmentId;
    const at = booking.bookedAt ?? new Date().toISOString();
    return {
      courier: courier ? { _id: courier._id, name: courier.name, nameBn: courier.nameBn } : null,
      ...(code
        ? { trackingNumber: code, trackingUrl: page.split('{number}').join(encodeURIComponent(code)) }
        : {}),
      ...(booking.consignmentId ? { consignmentId: booking.consignmentId } : {}),
      codAmount: booking.codAmount,
      carrier: this.courier.carrier,
      update: { state: booking.lastState ?? 'booked', at: booking.lastEventAt ?? at },
      at,
    };
  }

  /**
   * The courier's own notice of a parcel whose booking answer was lost (Pathao's `order.created`):
   * the booking is kept with its ids and the order shipped, as the admin who asked for it.
   */
  protected async confirmLost(booking: ParcelBookingDoc, ids: Consignment): Promise<string> {
    const booked = await this.bookings.markBooked(booking._id, null, ids, new Date().toISOString());
    if (!booked) return 'Already booked';
    this.deps.logger.warn(
      { reference: booking._id, courier: this.courier.label, consignmentId: booked.consignmentId },
      'The courier confirmed the parcel of an unanswered booking',
    );
    const order = await this.deps.orders.get(booked.orderId, this.viewer);
    await this.finish(order, booked, booked.by ?? this.actor, false);
    return 'Booking confirmed';
  }

  // ---- the courier's updates ----

  /**
   * One word of the courier on a booked parcel. A final one settles the booking once and moves the
   * order; any other is kept as the parcel's latest (on the order too, while it is shipped). A
   * repeat finds the booking settled and only makes sure the order was moved; a late or
   * out-of-order word never touches the order.
   */
  protected async apply(booking: ParcelBookingDoc, word: CourierWord): Promise<string> {
    const update = { status: word.status, state: word.state, message: word.message, at: word.at };
    if (!word.final) {
      const noted = await this.bookings.noteUpdate(booking._id, update);
      if (!noted) return 'Update ignored: the parcel has a newer word';
      // a word with no state of its own (a tracking message) keeps the state known before
      const state = word.state ?? noted.lastState;
      if (state)
        await this.deps.orders.shipping.noteCourierUpdate(booking.orderId, {
          state,
          at: word.at,
          ...(word.message ? { message: word.message } : {}),
        });
      return 'Update noted';
    }
    const final = word.final;
    const settled = await this.bookings.settle(
      booking._id,
      final,
      {
        // delivered in whole with no amount said: what it was asked to collect
        collected: money(
          word.collected ??
            (final.outcome === 'delivered' && word.state !== 'partly_delivered'
              ? booking.codAmount
              : undefined),
        ),
        deliveryCharge: money(word.deliveryCharge ?? booking.deliveryFee),
      },
      update,
    );
    const current = settled ?? (await this.bookings.findByReference(booking._id));
    if (!settled && current?.final && (current.final === 'delivered') !== (final.outcome === 'delivered'))
      this.deps.logger.warn(
        { reference: booking._id, courier: this.courier.label, first: current.final, now: word.status },
        'Another final status for a settled parcel: the first one stands',
      );
    if (current?.final) await this.moveOrder(current);
    return settled ? 'Status applied' : 'Already applied';
  }

  /** Moves the order of a settled parcel, if it is still shipped (a repeat, or a crash before the move). */
  private async moveOrder(booking: ParcelBookingDoc): Promise<void> {
    const order = await this.deps.orders.get(booking.orderId, this.viewer);
    if (order.status !== 'shipped') return;
    const final = booking.final!;
    const to = ORDER_MOVE[final];
    const at = booking.finalAt ?? new Date().toISOString();
    const state: CourierState =
      booking.lastState ??
      (final === 'delivered' ? 'delivered' : final === 'cancelled' ? 'cancelled' : 'returned');
    const shipment: Shipment = {
      ...(order.shipment ?? { courier: null, at }),
      courierStatus: booking.lastStatus ?? final,
      update: { state, at, ...(booking.lastMessage ? { message: booking.lastMessage } : {}) },
      ...(booking.collected !== undefined ? { collected: booking.collected } : {}),
      ...(booking.deliveryCharge !== undefined ? { deliveryCharge: booking.deliveryCharge } : {}),
    };
    const label = this.courier.label;
    const reason = booking.returnReason ?? (final === 'cancelled' ? 'cancelled' : 'returned');
    const note =
      to === 'completed'
        ? `${label}: ${state === 'partly_delivered' ? 'partly delivered' : 'delivered'}`
        : `${label}: ${reason === 'refused' ? 'refused by the customer' : reason === 'cancelled' ? 'parcel cancelled' : 'parcel returned'}`;
    try {
      await this.deps.orders.updateStatus(order._id, to, this.actor, note, new Date(), {
        booked: shipment,
        ...(to === 'returned'
          ? { returned: { reason, ...(booking.lastMessage ? { note: booking.lastMessage } : {}) } }
          : {}),
      });
      this.deps.logger.info(
        { reference: booking._id, courier: label, to },
        'A courier update moved an order',
      );
    } catch (e) {
      // an admin moved it first, or a twin call did: nothing left to do
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }

  /** The courier paid the shop for this parcel: kept once on the booking and on the order. */
  protected async paid(booking: ParcelBookingDoc, at: string, invoiceId?: string): Promise<string> {
    const first = await this.bookings.markPaid(booking._id, at, invoiceId);
    // also after a repeat: the order may have missed it (a crash between the two writes)
    await this.deps.orders.shipping.settleParcel(booking.orderId, {
      at: first?.paidAt ?? booking.paidAt ?? at,
      ...((first?.invoiceId ?? booking.invoiceId ?? invoiceId)
        ? { invoiceId: first?.invoiceId ?? booking.invoiceId ?? invoiceId }
        : {}),
    });
    return first ? 'Payment noted' : 'Payment already noted';
  }

  /** An update for a parcel the shop never booked (or not booked yet): logged and answered. */
  protected unknown(fields: Record<string, unknown>): string {
    this.deps.logger.warn(
      { courier: this.courier.label, ...fields },
      'Courier update for an unknown consignment: ignored',
    );
    return 'Unknown consignment: ignored';
  }

  // ---- the sweeper ----

  /**
   * Asks the courier about parcels that heard nothing since `quietMs` ago (a lost webhook costs
   * only time). Each answer goes through the same path as a webhook; unanswered asks wait for the
   * next round. Answers how many moved an order.
   */
  async sweep(quietMs: number, limit = 50): Promise<number> {
    if (!this.enabled) return 0;
    const before = new Date(Date.now() - quietMs).toISOString();
    let moved = 0;
    for (const booking of await this.bookings.quietSince(before, limit)) {
      try {
        const word = await this.ask(booking);
        if (word && (await this.apply(booking, word)) === 'Status applied') moved += 1;
      } catch (e) {
        this.deps.logger.warn(
          { reference: booking._id, courier: this.courier.label, err: (e as Error).message },
          'Courier status ask failed',
        );
      }
    }
    return moved;
  }
}
