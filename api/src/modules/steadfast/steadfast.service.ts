import type {
  Courier,
  Order,
  OrderStatus,
  Shipment,
  SteadfastBookingResult,
  SteadfastWebhookBody,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { SteadfastConfig } from '../../config';
import {
  SteadfastClient,
  SteadfastError,
  type SteadfastConsignment,
  type SteadfastParcelInput,
} from './steadfast.client';
import { SteadfastRepository, type SteadfastBookingDoc, type SteadfastFinal } from './steadfast.repository';

/** Steadfast's public tracking page, used when the shop's Steadfast courier keeps no page of its own. */
export const STEADFAST_TRACKING_PAGE = 'https://steadfast.com.bd/t/{number}';

/** Who moves an order when Steadfast's update does (the history shows the name). */
export const STEADFAST_ACTOR = { _id: '000000000000000000000000', name: 'Steadfast' } as const;

/** Steadfast's delivery statuses that end a parcel, and what they do to the order. */
const FINAL_STATUSES: Readonly<Record<string, SteadfastFinal>> = {
  delivered: 'delivered',
  partial_delivered: 'delivered',
  cancelled: 'cancelled',
};
/** The order's move for each final status (one table: never backwards, see ORDER_TRANSITIONS). */
const ORDER_MOVE: Readonly<Record<SteadfastFinal, OrderStatus>> = {
  delivered: 'completed',
  cancelled: 'cancelled',
};

/** What the Steadfast module needs of orders: read one and move it (the orders service). */
export interface SteadfastOrders {
  get(id: string, viewer: { _id: string; name: string; email: string; role: 'admin' }): Promise<Order>;
  updateStatus(
    id: string,
    to: OrderStatus,
    admin: { _id: string; name: string },
    note?: string,
    now?: Date,
    shipping?: { booked?: Shipment },
  ): Promise<{ order: Order }>;
}

/** What it needs of couriers: the list, to find the shop's Steadfast courier (its names and page). */
export interface SteadfastCouriers {
  list(): Promise<Courier[]>;
}

export interface SteadfastDeps {
  orders: SteadfastOrders;
  couriers: SteadfastCouriers;
  logger: Logger;
}

const money = (v: number | undefined) => (v === undefined ? undefined : Math.round(v));

type Admin = { _id: string; name: string };

/** An order whose invoice this request holds (`askFirst`: a claim taken over from an unanswered call). */
interface Claimed {
  kind: 'claimed';
  order: Order;
  claimedAt: string;
  codAmount: number;
  askFirst: boolean;
}
type Prepared = Claimed | { kind: 'done'; result: SteadfastBookingResult };

const done = (result: SteadfastBookingResult): Prepared => ({ kind: 'done', result });

/** The recipient's address as one line: the address, town, thana, district and post code. */
function addressOf(order: Order): string {
  const c = order.customer;
  return [c.address, c.town, c.thana, c.district, c.postCode].filter(Boolean).join(', ');
}

/** Steadfast's parcel of an order: the reference as invoice, the customer, the amount to collect. */
const parcelOf = (p: Pick<Claimed, 'order' | 'codAmount'>): SteadfastParcelInput => ({
  invoice: p.order.reference,
  recipient_name: p.order.customer.name,
  recipient_phone: p.order.customer.mobileNumber,
  recipient_address: addressOf(p.order),
  cod_amount: p.codAmount,
  note: p.order.customer.notes ?? '',
});

/**
 * Booking parcels with Steadfast and hearing back from it. A booking is claimed in the store
 * (keyed by the order's reference) before Steadfast is called; a call that went unanswered is
 * followed by a question by invoice before any new booking; the order moves to shipped through
 * the orders service (the same move, history and customer's SMS as an admin's). Steadfast's
 * final statuses move the order once (a conditional update of the booking) and never back.
 */
export class SteadfastService {
  private readonly repo: SteadfastRepository;
  readonly client: SteadfastClient | undefined;
  /** A claim older than this was abandoned (its process died mid-call): another try may take it. */
  private readonly abandonedAfterMs: number;

  constructor(
    store: Store,
    config: SteadfastConfig | undefined,
    private readonly deps: SteadfastDeps,
  ) {
    this.repo = new SteadfastRepository(store);
    this.client = config && new SteadfastClient(config);
    this.abandonedAfterMs = (config?.timeoutMs ?? 20_000) * 2 + 10_000;
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  private need(): SteadfastClient {
    if (!this.client)
      throw new AppError('unavailable', 'Steadfast is not configured: set the four STEADFAST_ settings');
    return this.client;
  }

  // ---- booking ----

  /** Books one order (see the class's note). */
  async book(orderId: string, admin: Admin): Promise<SteadfastBookingResult> {
    const prepared = await this.prepare(orderId, admin);
    return prepared.kind === 'done' ? prepared.result : this.single(prepared, admin);
  }

  /**
   * Books many orders; each answers on its own (one refused order does not stop the rest). The
   * orders claimed afresh go to Steadfast in one bulk call; an order whose last call went
   * unanswered is asked about and booked on its own.
   */
  async bookMany(ids: string[], admin: Admin): Promise<SteadfastBookingResult[]> {
    const client = this.need();
    const prepared: Prepared[] = [];
    for (const id of ids) prepared.push(await this.prepare(id, admin));
    const fresh = prepared.filter((p): p is Claimed => p.kind === 'claimed' && !p.askFirst);
    const answered = new Map<string, SteadfastBookingResult>();
    if (fresh.length >= 2) {
      try {
        const rows = await client.bulkCreate(fresh.map(parcelOf));
        const byInvoice = new Map(rows.map((row) => [row.invoice, row]));
        for (const p of fresh) {
          const row = byInvoice.get(p.order.reference);
          answered.set(
            p.order._id,
            row?.consignment
              ? await this.booked(p, row.consignment, admin)
              : await this.failed(
                  p,
                  row
                    ? new SteadfastError('Steadfast did not book this parcel', 'refused')
                    : new SteadfastError('Steadfast’s bulk answer did not name this parcel', 'unknown'),
                ),
          );
        }
      } catch (e) {
        for (const p of fresh)
          if (!answered.has(p.order._id)) answered.set(p.order._id, await this.failed(p, e));
      }
    }
    const results: SteadfastBookingResult[] = [];
    for (const p of prepared)
      results.push(
        p.kind === 'done' ? p.result : (answered.get(p.order._id) ?? (await this.single(p, admin))),
      );
    return results;
  }

  /**
   * Everything before the call to Steadfast: the order (it must be processing), then the claim of
   * its invoice in the store. Answers the result when there is nothing to ask Steadfast (booked
   * before, not ready, another request booking it now), else the claim this request holds.
   */
  private async prepare(orderId: string, admin: Admin): Promise<Prepared> {
    this.need();
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
    const invoice = order.reference;
    const notReady = () =>
      done({
        orderId: order._id,
        reference: invoice,
        booked: false,
        replayed: false,
        problem: 'not_ready',
        message: `Order ${invoice} is not ready to ship (it must be processing)`,
      });
    const existing = await this.repo.findByInvoice(invoice);
    if (existing?.state === 'booked') return done(await this.finish(order, existing, admin, true));
    if (!existing && order.status !== 'processing') return notReady();

    const codAmount = order.payment.paymentType === 'Cash on Delivery' ? order.total : 0;
    const now = new Date().toISOString();
    const claim = await this.repo.claim(invoice, order._id, codAmount, now);
    if (claim.kind === 'held') {
      const held = claim.doc;
      if (held.state === 'booked') return done(await this.finish(order, held, admin, true));
      const abandoned = Date.parse(held.claimedAt) < Date.now() - this.abandonedAfterMs;
      if (
        !(held.state === 'unknown' || abandoned) ||
        !(await this.repo.takeOver(invoice, held.claimedAt, now))
      )
        return done({
          orderId: order._id,
          reference: invoice,
          booked: false,
          replayed: false,
          problem: 'in_progress',
          message: `Order ${invoice} is being booked with Steadfast right now`,
        });
    }
    // a claim taken over: its last call may have booked the parcel, so Steadfast is asked first
    const claimed: Claimed = {
      kind: 'claimed',
      order,
      claimedAt: now,
      codAmount,
      askFirst: claim.kind === 'held',
    };
    if (order.status !== 'processing') {
      await this.repo.release(invoice, now);
      return notReady();
    }
    return claimed;
  }

  /** One claimed order: asks by invoice first when a last call went unanswered, else books it. */
  private async single(p: Claimed, admin: Admin): Promise<SteadfastBookingResult> {
    const client = this.need();
    const invoice = p.order.reference;
    try {
      if (p.askFirst && (await client.statusByInvoice(invoice)) !== null) {
        this.deps.logger.warn(
          { invoice },
          'Steadfast already had the parcel of an unanswered booking: kept, not booked again',
        );
        return await this.booked(p, null, admin);
      }
      return await this.booked(p, await client.createOrder(parcelOf(p)), admin);
    } catch (e) {
      if (e instanceof AppError) throw e;
      return this.failed(p, e);
    }
  }

  /** Steadfast has the parcel (`null`: found by invoice, its ids unknown): records it and ships the order. */
  private async booked(
    p: Claimed,
    consignment: SteadfastConsignment | null,
    admin: Admin,
  ): Promise<SteadfastBookingResult> {
    const invoice = p.order.reference;
    const booked = await this.repo.markBooked(
      invoice,
      p.claimedAt,
      consignment
        ? {
            consignmentId: consignment.consignmentId,
            trackingCode: consignment.trackingCode,
            status: consignment.status,
          }
        : {},
      new Date().toISOString(),
    );
    if (!booked) throw new AppError('conflict', `Order ${invoice} was booked meanwhile; reload it`);
    this.deps.logger.info({ invoice, consignmentId: booked.consignmentId }, 'Steadfast parcel booked');
    return this.finish(p.order, booked, admin, false);
  }

  /**
   * A call that failed: refused (surely no parcel) frees the invoice for a later try; anything
   * else leaves it `unknown`, so the next try asks Steadfast first.
   */
  private async failed(p: Claimed, e: unknown): Promise<SteadfastBookingResult> {
    const invoice = p.order.reference;
    const base = { orderId: p.order._id, reference: invoice, booked: false, replayed: false };
    if (e instanceof SteadfastError && e.outcome === 'refused') {
      await this.repo.release(invoice, p.claimedAt);
      this.deps.logger.warn({ invoice, err: e.message }, 'Steadfast refused a booking');
      return { ...base, problem: 'refused', message: e.message };
    }
    await this.repo.markUnknown(invoice, p.claimedAt);
    this.deps.logger.warn({ invoice, err: (e as Error).message }, 'Steadfast booking unanswered');
    return {
      ...base,
      problem: 'unanswered',
      message:
        'Steadfast did not answer. Try again: the shop asks Steadfast for this order first, so it is never booked twice',
    };
  }

  /** The order of a booked parcel, moved to shipped with its shipment unless it already was. */
  private async finish(
    order: Order,
    booking: SteadfastBookingDoc,
    admin: Admin,
    replayed: boolean,
  ): Promise<SteadfastBookingResult> {
    const done = { orderId: order._id, reference: order.reference, booked: true, replayed };
    if (order.status !== 'processing') return { ...done, order };
    try {
      const moved = await this.deps.orders.updateStatus(order._id, 'shipped', admin, undefined, new Date(), {
        booked: await this.shipmentOf(booking),
      });
      return { ...done, order: moved.order };
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
      // moved meanwhile (the twin of this request shipped it): answer the order as it is
      const now = await this.deps.orders.get(order._id, { ...admin, email: '', role: 'admin' });
      return { ...done, order: now };
    }
  }

  private async shipmentOf(booking: SteadfastBookingDoc): Promise<Shipment> {
    const courier = (await this.deps.couriers.list()).find((c) =>
      c.name.trim().toLowerCase().startsWith('steadfast'),
    );
    const page = courier?.trackingUrl || STEADFAST_TRACKING_PAGE;
    const code = booking.trackingCode;
    return {
      courier: courier ? { _id: courier._id, name: courier.name, nameBn: courier.nameBn } : null,
      ...(code
        ? { trackingNumber: code, trackingUrl: page.split('{number}').join(encodeURIComponent(code)) }
        : {}),
      ...(booking.consignmentId ? { consignmentId: booking.consignmentId } : {}),
      codAmount: booking.codAmount,
      at: booking.bookedAt ?? new Date().toISOString(),
    };
  }

  // ---- Steadfast's updates ----

  /**
   * One webhook call. A final status (delivered, partly delivered, cancelled) settles the
   * booking once and moves the order; a tracking update or another status is only noted. A repeat
   * finds the booking settled and only makes sure the order was moved; a late "in transit"
   * never touches the order. An unknown consignment is logged.
   */
  async hear(body: SteadfastWebhookBody): Promise<string> {
    const booking =
      (await this.repo.findByConsignment(body.consignment_id)) ??
      (body.invoice ? await this.repo.findByInvoice(body.invoice) : null);
    if (!booking || booking.state !== 'booked') {
      this.deps.logger.warn(
        { consignmentId: body.consignment_id, invoice: body.invoice, type: body.notification_type },
        'Steadfast update for an unknown consignment: ignored',
      );
      return 'Unknown consignment: ignored';
    }
    if (!booking.consignmentId) await this.repo.fillConsignment(booking._id, body.consignment_id);
    const at = new Date().toISOString();
    const status = body.notification_type === 'delivery_status' ? body.status : undefined;
    return this.apply(booking, status, body.tracking_message, at, {
      collected: money(body.cod_amount),
      deliveryCharge: money(body.delivery_charge),
    });
  }

  private async apply(
    booking: SteadfastBookingDoc,
    status: string | undefined,
    message: string | undefined,
    at: string,
    amounts: { collected?: number; deliveryCharge?: number },
  ): Promise<string> {
    const final = status ? FINAL_STATUSES[status] : undefined;
    if (!final) {
      await this.repo.noteUpdate(booking._id, { status, message, at });
      return 'Update noted';
    }
    const settled = await this.repo.settle(booking._id, final, amounts, { status: status!, message, at });
    if (!settled && booking.final && booking.final !== final)
      this.deps.logger.warn(
        { invoice: booking._id, first: booking.final, now: status },
        'Steadfast sent another final status for a settled parcel: the first one stands',
      );
    const current = settled ?? (await this.repo.findByInvoice(booking._id));
    if (current?.final) await this.moveOrder(current);
    return settled ? 'Status applied' : 'Already applied';
  }

  /** Moves the order of a settled parcel, if it is still shipped (a repeat, or a crash before the move). */
  private async moveOrder(booking: SteadfastBookingDoc): Promise<void> {
    const viewer = { ...STEADFAST_ACTOR, email: '', role: 'admin' as const };
    const order = await this.deps.orders.get(booking.orderId, viewer);
    if (order.status !== 'shipped') return;
    const to = ORDER_MOVE[booking.final!];
    const shipment: Shipment = {
      ...(order.shipment ?? { courier: null, at: booking.finalAt ?? new Date().toISOString() }),
      courierStatus: booking.lastStatus ?? booking.final!,
      ...(booking.collected !== undefined ? { collected: booking.collected } : {}),
      ...(booking.deliveryCharge !== undefined ? { deliveryCharge: booking.deliveryCharge } : {}),
    };
    const note =
      booking.final === 'delivered'
        ? `Steadfast: ${booking.lastStatus === 'partial_delivered' ? 'partly delivered' : 'delivered'}`
        : 'Steadfast: parcel cancelled or returned';
    try {
      await this.deps.orders.updateStatus(order._id, to, STEADFAST_ACTOR, note, new Date(), {
        booked: shipment,
      });
      this.deps.logger.info({ invoice: booking._id, to }, 'Steadfast update moved an order');
    } catch (e) {
      // an admin moved it first, or a twin call did: nothing left to do
      if (!(e instanceof AppError && e.code === 'conflict')) throw e;
    }
  }

  // ---- the sweeper ----

  /**
   * Asks Steadfast for parcels that heard nothing since `quietMs` ago (a lost webhook costs only
   * time). Each answer goes through the same path as a webhook; unanswered asks wait for the next round.
   */
  async sweep(quietMs: number, limit = 50): Promise<number> {
    const client = this.client;
    if (!client) return 0;
    const before = new Date(Date.now() - quietMs).toISOString();
    let moved = 0;
    for (const booking of await this.repo.quietSince(before, limit)) {
      try {
        const status = booking.consignmentId
          ? await client.statusByConsignment(booking.consignmentId)
          : await client.statusByInvoice(booking._id);
        const at = new Date().toISOString();
        const answer = await this.apply(booking, status ?? undefined, undefined, at, {});
        if (answer === 'Status applied') moved += 1;
      } catch (e) {
        this.deps.logger.warn(
          { invoice: booking._id, err: (e as Error).message },
          'Steadfast status ask failed',
        );
      }
    }
    return moved;
  }
}
