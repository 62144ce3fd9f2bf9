import { createHash, randomBytes } from 'node:crypto';
import type {
  AllOrdersQuery,
  CustomerRecord,
  District,
  Order,
  OrderCounts,
  OrderItemInput,
  OrderStatus,
  PlaceOrderInput,
  Quote,
  Refund,
  TrackedOrder,
  UpdateOrderStatusResponse,
  ParcelReturn,
  Shipment,
} from '@tyre/contracts';
import {
  gatewayOf,
  isOnlinePaymentType,
  needsMobileCode,
  ORDER_TRANSITIONS,
  PAID_DELIVERY_DAYS,
  SHOP_CITY_DISTRICT,
  type OrderOtpMode,
  type PaymentGateway,
} from '@tyre/contracts';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError, fieldError, notFound, says, type MessageArg } from '../../lib/http/errors';
import { isId } from '../../lib/store/ids';
import type { Store } from '../../lib/store/store';
import { Throttle } from '../../lib/throttle/throttle';
import type { ShipmentCouriers } from '../couriers/couriers.service';
import type { BkashNumber } from '../shop-bkash-number/shop-bkash-number.service';
import type { ProductStock } from '../products/products.service';
import { renderInvoice, type InvoiceIssuer } from './invoice-pdf';
import { OrderEventFeed, type OrderEvents } from './order-events';
import { sameNumber, toTrackedOrder, TrackingLimits } from './order-tracking';
import { OrdersRepository, type OrderDoc, type OrderFilter, type PaidDetails } from './orders.repository';
import { PlacementLimit, type PlacementLimits } from './placement-limit';
import { priceCart, type PricedCart } from './pricing';
import { reportKeys } from './report-keys';

export interface OrdersDeps {
  stock: ProductStock;
  limit: PlacementLimit;
  bkash: BkashNumber;
  /** Company name and offices for the invoice (from the contact details). */
  issuer: () => Promise<InvoiceIssuer>;
  /** The shipment of a move to shipped, from an active courier's id. */
  couriers: ShipmentCouriers;
  /** ORDER_OTP: which orders need a mobile number confirmed on the browser, and who says so. */
  mobiles: MobileConfirmation;
  /** Online payment: the gateways configured (bKash, SSLCommerz), and how long an order waits for its payment. */
  online?: { gateways: readonly PaymentGateway[]; minutes: number };
}

/** Which orders need a confirmed mobile number, and the number a browser's cookie confirms. */
export interface MobileConfirmation {
  mode: OrderOtpMode;
  mobileOf(cookie: string | undefined): Promise<string | null>;
}

/** What a move to shipped may carry (PUT /orders/:key): the courier's id and its number. */
export interface ShipmentFields {
  courier?: string;
  trackingNumber?: string;
  /**
   * A shipment made by a courier's API (a Steadfast booking, then its delivery), kept as it is:
   * with a move to shipped instead of `courier` and `trackingNumber`, or with a later move.
   */
  booked?: Shipment;
  /** With a move to returned: why the parcel came back (an admin's move: `returned`). */
  returned?: Pick<ParcelReturn, 'reason' | 'note'>;
}

/** Who places an order and how: the signed-in customer (if any), the client address, the key. */
export interface PlacementMeta {
  user?: AuthUser;
  /** The client's throttle key (`addressKey(req.ip)`, so TRUST_PROXY applies); none for demo data. */
  address?: string;
  idempotencyKey?: string;
  /** The moment of the order (demo data places orders in the past). */
  now?: Date;
  /** Demo data: no SMS or e-mail for this order's events (and no confirmed number asked for). */
  quiet?: boolean;
  /** The browser's confirmed-number cookie (`tyre_mobile`), when it sent one. */
  mobileCookie?: string;
}

export interface Placed {
  order: Order;
  /** True when this answers an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** How long a request waits for a racing request with the same key, and when a claim counts as abandoned. */
const WAIT_FOR_TWIN_MS = 10_000;
const ABANDONED_AFTER_MS = 60_000;

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: 'awaiting payment',
  payment_review: 'waiting for payment review',
  pending: 'pending',
  processing: 'processing',
  shipped: 'shipped',
  completed: 'completed',
  returned: 'returned',
  cancelled: 'cancelled',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When a paid order must be delivered by (the Digital Commerce Guideline 2021): 5 days from the
 * payment within the shop's city, 10 elsewhere.
 */
export function deliveryDeadline(district: District, paidAt: string): string {
  const days = district === SHOP_CITY_DISTRICT ? PAID_DELIVERY_DAYS.sameCity : PAID_DELIVERY_DAYS.elsewhere;
  return new Date(Date.parse(paidAt) + days * 86_400_000).toISOString();
}

/** The order as clients see it (the store-only `trxId` and report keys dropped). */
export function toOrder(doc: OrderDoc): Order {
  const { trxId, report, outbox, outboxDone, quiet, awaitingUntil, ...order } = doc;
  void [trxId, report, outbox, outboxDone, quiet, awaitingUntil];
  return order;
}

/** Two-digit year in Bangladesh time (UTC+6, no daylight saving). */
const dhakaYear = (at: Date) => new Date(at.getTime() + 6 * 3600_000).getUTCFullYear() % 100;

/** The same cart in any order, the same customer and payment: the same hash. */
function bodyHash(input: PlaceOrderInput, userId: string | null): string {
  const items = [...input.items]
    .map((i) => ({ product: i.product.toLowerCase(), quantity: i.quantity }))
    .sort((a, b) => a.product.localeCompare(b.product));
  const canonical = JSON.stringify({ userId, items, customer: input.customer, payment: input.payment });
  return createHash('sha256').update(canonical).digest('hex');
}

const conflictOn = (message: MessageArg, field?: string) =>
  new AppError('conflict', message, field ? { fields: { [field]: message } } : {});

/**
 * What the reports module may do with orders: run an aggregation pipeline over them (read only;
 * the pipeline is given to the store port, so it runs on either adapter).
 */
export interface OrderAggregates {
  aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]>;
}

/**
 * What the payments module may do with orders paid online: read one, mark it paid or cancel it
 * unpaid (each one conditional update, only while it awaits payment), note what happened to money
 * it could not keep, record an admin's refund, and list those past their deadline.
 */
export interface OnlineOrders {
  byKey(key: string): Promise<Order | null>;
  byId(id: string): Promise<Order | null>;
  /**
   * Paid: moved to pending (its messages are those of a verified payment), or to payment review
   * when `review` says why an admin must look at the payment first; null when it no longer
   * awaited payment. A paid order gets its delivery deadline (`payment.deliverBy`).
   */
  markPaid(order: Order, paid: Omit<PaidDetails, 'deliverBy'>, review?: string): Promise<Order | null>;
  /** Records an admin's refund (once per refund id): its history entry sends the customer's messages. */
  recordRefund(id: string, refund: Refund, note: string): Promise<Order | null>;
  /**
   * A refund the gateway was still processing has finished (`done`) or was refused (`failed`);
   * `ref` is the gateway's id of it when its first answer was lost.
   */
  updateRefund(
    id: string,
    refundId: string,
    state: Refund['state'],
    error?: string,
    ref?: string,
  ): Promise<Order | null>;
  /** Cancelled unpaid at its deadline, its stock given back; null when it no longer awaited payment. */
  expire(order: Order, now: Date): Promise<Order | null>;
  notePayment(
    id: string,
    note: { refund?: { amount: number; refundTrxID?: string; at: string }; flagged?: string },
  ): Promise<Order | null>;
  due(now: Date, limit: number): Promise<Order[]>;
}

/**
 * What the couriers and the shipping module may do with orders beside moving them (moves go through
 * `updateStatus`, like an admin's): read one, note the courier's latest word on a shipped parcel,
 * record that the courier paid the shop for it, resolve a returned order (restock or not, once),
 * and tell how a customer's other orders ended.
 */
export interface ShippingOrders {
  byId(id: string): Promise<Order | null>;
  /**
   * Keeps the courier's latest word on a shipped order's parcel, unless the order has moved on
   * (delivered, returned) or holds a newer word: a late or repeated update changes nothing. Null
   * when it changed nothing.
   */
  noteCourierUpdate(id: string, update: NonNullable<Shipment['update']>): Promise<Order | null>;
  /** Records that the courier paid the shop for this parcel, once (null when it was already recorded). */
  settleParcel(id: string, settled: NonNullable<Shipment['settled']>): Promise<Order | null>;
  resolveReturn(
    id: string,
    restock: boolean,
    admin: Pick<AuthUser, '_id' | 'name'>,
    note?: string,
  ): Promise<Order>;
  customerRecord(id: string): Promise<CustomerRecord>;
}

export class OrdersService {
  private readonly repo: OrdersRepository;
  readonly aggregates: OrderAggregates = {
    aggregate: (pipeline) => this.repo.aggregate(pipeline),
  };
  /** Placements and moves, for the outbox (messages module). */
  private readonly feed: OrderEventFeed;
  readonly events: OrderEvents;
  /** Tracking asks per reference and for the whole shop (POST /orders/track). */
  private readonly tracking: TrackingLimits;

  constructor(
    store: Store,
    private readonly deps: OrdersDeps,
  ) {
    this.repo = new OrdersRepository(store);
    this.events = this.feed = new OrderEventFeed(this.repo, toOrder);
    this.tracking = new TrackingLimits(new Throttle(store));
  }

  /** Orders paid online, for the payments module (see `OnlineOrders`). */
  readonly online: OnlineOrders = {
    byKey: async (key) => {
      const doc = await this.repo.findByKey(key);
      return doc && toOrder(doc);
    },
    byId: async (id) => {
      const doc = isId(id) ? await this.repo.findById(id) : null;
      return doc && toOrder(doc);
    },
    markPaid: async (order, paid, review) => {
      const gateway = order.payment.paymentType === 'SSLCommerz' ? 'SSLCommerz' : 'bKash';
      const paidWith =
        gateway === 'bKash'
          ? `Paid with bKash, TrxID ${paid.trxID}`
          : `Paid through SSLCommerz${paid.cardType ? ` (${paid.cardType})` : ''}, bank transaction ${paid.trxID}`;
      const doc = await this.repo.markPaid(
        order,
        { ...paid, deliverBy: deliveryDeadline(order.customer.district, paid.paidAt) },
        {
          from: 'awaiting_payment',
          to: review ? 'payment_review' : 'pending',
          by: null,
          at: new Date().toISOString(),
          note: review ? `${paidWith}; held for review: ${review}` : paidWith,
        },
      );
      if (!doc) return null;
      this.feed.written(doc);
      return toOrder(doc);
    },
    recordRefund: async (id, refund, note) => {
      const result = isId(id) ? await this.repo.recordRefund(id, refund, note) : null;
      if (!result) return null;
      if (result.changed) this.feed.written(result.doc);
      return toOrder(result.doc);
    },
    updateRefund: async (id, refundId, state, error, ref) => {
      const doc = isId(id) ? await this.repo.updateRefund(id, refundId, state, error, ref) : null;
      return doc && toOrder(doc);
    },
    expire: async (order, now) => {
      const doc = await this.repo.expire(order, {
        from: 'awaiting_payment',
        to: 'cancelled',
        by: null,
        at: now.toISOString(),
        note: 'Not paid in time',
      });
      if (!doc) return null;
      this.feed.written(doc);
      // only the one write that cancelled it gives the stock back
      await this.giveBack(doc.items);
      return toOrder(doc);
    },
    notePayment: async (id, note) => {
      const doc = await this.repo.notePayment(id, note);
      return doc && toOrder(doc);
    },
    due: async (now, limit) => (await this.repo.awaitingDue(now.toISOString(), limit)).map(toOrder),
  };

  /** For the couriers and the shipping module (see `ShippingOrders`). */
  readonly shipping: ShippingOrders = {
    byId: async (id) => {
      const doc = isId(id) ? await this.repo.findById(id) : null;
      return doc && toOrder(doc);
    },
    noteCourierUpdate: async (id, update) => {
      const result = await this.repo.amend(id, (doc) =>
        doc.status === 'shipped' &&
        doc.shipment &&
        !(doc.shipment.update && doc.shipment.update.at > update.at)
          ? { shipment: { ...doc.shipment, update } }
          : null,
      );
      return result?.changed ? toOrder(result.doc) : null;
    },
    settleParcel: async (id, settled) => {
      const result = await this.repo.amend(id, (doc) =>
        doc.shipment && !doc.shipment.settled ? { shipment: { ...doc.shipment, settled } } : null,
      );
      return result?.changed ? toOrder(result.doc) : null;
    },
    resolveReturn: async (id, restock, admin, note) => {
      const resolution = {
        restocked: restock,
        by: { _id: admin._id, name: admin.name },
        at: new Date().toISOString(),
      };
      const result = isId(id)
        ? await this.repo.amend(id, (doc) =>
            doc.status === 'returned' && doc.parcelReturn && !doc.parcelReturn.resolution
              ? {
                  parcelReturn: {
                    ...doc.parcelReturn,
                    resolution,
                    ...(note ? { note } : {}),
                  },
                }
              : null,
          )
        : null;
      if (!result) throw notFound('Order');
      const { doc, changed } = result;
      if (!changed) {
        if (doc.status !== 'returned')
          throw new AppError('conflict', says('order.notReturned', { reference: doc.reference }));
        throw new AppError('conflict', says('order.returnResolved', { reference: doc.reference }));
      }
      // only the one write that resolved it puts the goods back
      if (restock) await this.giveBack(doc.items);
      return toOrder(doc);
    },
    customerRecord: async (id) => {
      const order = await this.shipping.byId(id);
      if (!order) throw notFound('Order');
      const mobile = order.customer.mobileNumber;
      const { statuses, recent } = await this.repo.byMobile(mobile, order._id, 5);
      const record: CustomerRecord = {
        mobileNumber: mobile,
        orders: statuses.length,
        completed: 0,
        refused: 0,
        returned: 0,
        cancelled: 0,
        open: 0,
        recent: recent.map((o) => ({
          _id: o._id,
          reference: o.reference,
          status: o.status,
          at: o.createdAt,
        })),
      };
      for (const { status, reason } of statuses) {
        if (status === 'completed' || status === 'cancelled') record[status] += 1;
        else if (status === 'returned') record[reason === 'refused' ? 'refused' : 'returned'] += 1;
        else record.open += 1;
      }
      return record;
    },
  };

  private async price(items: OrderItemInput[], district: District): Promise<PricedCart> {
    const ids = [...new Set(items.map((i) => i.product.toLowerCase()))];
    return priceCart(items, district, await this.deps.stock.forOrder(ids));
  }

  async quote(items: OrderItemInput[], district: District): Promise<Quote> {
    const cart = await this.price(items, district);
    return {
      district,
      items: cart.lines,
      subtotal: cart.subtotal,
      shipping: cart.shipping,
      total: cart.total,
      unavailable: cart.unavailable.map(({ product, reason, message }) => ({ product, reason, message })),
    };
  }

  // ---- placing ----

  /**
   * Places an order. With an Idempotency-Key, the key is claimed in the store first: a repeat
   * (or a racing twin) of the same body answers the first order; a different body is refused.
   * Then the placement limit, the TrxID, the prices from our records, and the stock, taken line by
   * line with atomic conditional decrements (a failed line gives back what the others took).
   */
  async place(input: PlaceOrderInput, meta: PlacementMeta = {}): Promise<Placed> {
    const key = meta.idempotencyKey;
    if (!key) return { order: await this.create(input, meta), replayed: false };
    const hash = bodyHash(input, meta.user?._id ?? null);
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      const now = new Date().toISOString();
      const claim = await this.repo.claim(key, hash, now);
      if (claim.kind === 'gone') continue; // freed by a failed attempt: claim it again
      if (claim.kind !== 'claimed' && claim.hash !== hash) {
        throw new AppError('conflict', 'order.keyReused');
      }
      if (claim.kind === 'done') {
        const first = await this.repo.findById(claim.orderId);
        if (!first) throw new AppError('internal', 'order.keyOrderMissing');
        return { order: toOrder(first), replayed: true };
      }
      if (claim.kind === 'pending') {
        const abandoned = Date.parse(claim.startedAt) < Date.now() - ABANDONED_AFTER_MS;
        if (!(abandoned && (await this.repo.takeOver(key, claim.startedAt, now)))) {
          if (Date.now() > deadline) throw new AppError('conflict', 'order.stillPlacing');
          await sleep(25);
          continue;
        }
      }
      // this request holds the key
      try {
        const order = await this.create(input, meta);
        await this.repo.complete(key, order._id);
        return { order, replayed: false };
      } catch (e) {
        await this.repo.release(key);
        throw e;
      }
    }
  }

  private async create(input: PlaceOrderInput, meta: PlacementMeta): Promise<Order> {
    const at = meta.now ?? new Date();
    const { customer, payment } = input;
    // ORDER_OTP: a number nobody confirmed places no order that needs one, and counts for nothing
    // in the per-number limit below, so made-up (or someone else's) numbers cannot use it up.
    if (!meta.quiet && needsMobileCode(this.deps.mobiles.mode, payment.paymentType)) {
      if ((await this.deps.mobiles.mobileOf(meta.mobileCookie)) !== customer.mobileNumber)
        throw new AppError('forbidden', 'order.mobileNotConfirmed');
    }
    // Counted after the Idempotency-Key claim (a replay never gets here) and before any stock work.
    await this.deps.limit.check(meta.address, customer.mobileNumber);
    if (payment.paymentType === 'bKash') {
      if (!(await this.deps.bkash.current()))
        throw conflictOn('order.bkashUnavailable', 'payment.paymentType');
      if (await this.repo.trxIdUsed(payment.trxID!)) throw conflictOn('order.trxIdUsed', 'payment.trxID');
    }
    const gateway = isOnlinePaymentType(payment.paymentType) ? gatewayOf(payment.paymentType) : undefined;
    const online = gateway !== undefined;
    if (gateway && !this.deps.online?.gateways.includes(gateway))
      throw conflictOn(
        gateway === 'bkash' ? 'order.bkashUnavailable' : 'payments.cardUnavailable',
        'payment.paymentType',
      );
    const cart = await this.price(input.items, customer.district);
    if (cart.unavailable.length) {
      const first = cart.unavailable[0]!;
      const index = input.items.findIndex((i) => i.product.toLowerCase() === first.product.toLowerCase());
      throw conflictOn(first.text, `items.${index}.product`);
    }
    await this.takeStock(cart);
    const createdAt = at.toISOString();
    const status: OrderStatus = online
      ? 'awaiting_payment'
      : payment.paymentType === 'bKash'
        ? 'payment_review'
        : 'pending';
    // an order paid online holds its stock until this moment, then the sweeper cancels it unpaid
    const payBy = online
      ? new Date(at.getTime() + (this.deps.online?.minutes ?? 30) * 60_000).toISOString()
      : undefined;
    try {
      const yy = dhakaYear(at);
      const seq = await this.repo.nextSequence(`order-reference-${yy}`);
      const history: Order['history'] = [{ from: null, to: status, by: null, at: createdAt }];
      const doc = await this.repo.insert({
        reference: `TB-${yy}${String(seq).padStart(4, '0')}`,
        key: randomBytes(24).toString('base64url'),
        userId: meta.user?._id ?? null,
        items: cart.sold,
        // empty optional details left out (MongoDB would store `undefined` as null)
        customer: Object.fromEntries(
          Object.entries(customer).filter(([, v]) => v !== undefined),
        ) as typeof customer,
        payment: payBy && gateway ? { ...payment, gateway, payBy } : payment,
        subtotal: cart.subtotal,
        shipping: cart.shipping,
        total: cart.total,
        status,
        history,
        language: input.language,
        createdAt,
        updatedAt: createdAt,
        report: reportKeys({ createdAt, items: cart.sold, history }),
        ...(payment.trxID ? { trxId: payment.trxID } : {}),
        ...(payBy ? { awaitingUntil: payBy } : {}),
        // its messages are owed from this very write on (see order-events.ts)
        outbox: 'owed',
        ...(meta.quiet ? { quiet: true as const } : {}),
      });
      if (doc === 'trx_used') throw conflictOn('order.trxIdUsed', 'payment.trxID');
      this.feed.written(doc);
      return toOrder(doc);
    } catch (e) {
      await this.giveBack(cart.sold);
      throw e;
    }
  }

  /** Takes every line's quantity or none: a line that cannot be taken gives back the earlier ones. */
  private async takeStock(cart: PricedCart): Promise<void> {
    const taken: PricedCart['sold'] = [];
    for (const line of cart.sold) {
      if (!(await this.deps.stock.take(line.product, line.quantity))) {
        await this.giveBack(taken);
        throw new AppError('conflict', says('order.notEnoughStock', { title: line.title }), {
          fields: { [`items.${cart.sold.indexOf(line)}.product`]: 'notEnoughStock' },
        });
      }
      taken.push(line);
    }
  }

  private async giveBack(lines: PricedCart['sold']): Promise<void> {
    for (const line of lines) await this.deps.stock.giveBack(line.product, line.quantity);
  }

  // ---- reading ----

  /**
   * An order by its key (anyone holding it), or by its `_id` for its owner and admins. Anyone
   * else gets 404, the same as for an order that does not exist.
   */
  async get(keyOrId: string, viewer?: AuthUser): Promise<Order> {
    const byId = keyOrId.length === 24 && isId(keyOrId);
    const doc = byId ? await this.repo.findById(keyOrId) : await this.repo.findByKey(keyOrId);
    const allowed =
      doc && (!byId || viewer?.role === 'admin' || (viewer !== undefined && doc.userId === viewer._id));
    if (!allowed) throw notFound('Order');
    return toOrder(doc);
  }

  async page(where: OrderFilter, page: number, size: number): Promise<{ items: Order[]; total: number }> {
    const { items, total } = await this.repo.page(where, page, size);
    return { items: items.map(toOrder), total };
  }

  /** The admin list: `from`/`to` days are whole days in Bangladesh time (UTC+6). */
  listAll(query: AllOrdersQuery): Promise<{ items: Order[]; total: number }> {
    const instant = (value: string | undefined, end: boolean) => {
      if (!value) return undefined;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
      return new Date(day ? `${value}T${end ? '23:59:59.999' : '00:00:00'}+06:00` : value).toISOString();
    };
    return this.page(
      {
        status: query.status,
        paymentType: query.paymentType,
        from: instant(query.from, false),
        to: instant(query.to, true),
        search: query.search || undefined,
      },
      query.page,
      query.size,
    );
  }

  counts(): Promise<OrderCounts> {
    return this.repo.counts();
  }

  /** Gives report keys to orders stored before they existed; how many got them (0 once all have). */
  backfillReportKeys(): Promise<number> {
    return this.repo.backfillReportKeys();
  }

  /**
   * Tracking without an account: the order with this reference, when it was placed with this
   * mobile number. The ask is counted per reference and for the shop before the lookup (429 once
   * either is used up) and given back when it finds the order. A wrong number answers exactly as
   * an unknown reference does, after the same store work (one read by the indexed reference).
   */
  async track(reference: string, mobileNumber: string): Promise<TrackedOrder> {
    const ask = await this.tracking.take(reference);
    const doc = await this.repo.findByReference(reference);
    const matches = sameNumber(doc?.customer.mobileNumber ?? '', mobileNumber) && doc !== null;
    if (!matches) throw notFound('Order');
    await ask.giveBack();
    return toTrackedOrder(toOrder(doc));
  }

  async invoice(keyOrId: string, viewer?: AuthUser): Promise<{ order: Order; pdf: Buffer }> {
    const order = await this.get(keyOrId, viewer);
    return { order, pdf: await renderInvoice(order, await this.deps.issuer()) };
  }

  // ---- statuses ----

  /**
   * Moves an order along the allowed table (409 otherwise); cancelling puts the stock back. A move
   * to shipped records its shipment (the courier, when named, must be active; 400 otherwise);
   * shipment fields with any other move are refused.
   */
  async updateStatus(
    keyOrId: string,
    to: OrderStatus,
    admin: Pick<AuthUser, '_id' | 'name'>,
    note?: string,
    now = new Date(),
    shipping: ShipmentFields = {},
  ): Promise<UpdateOrderStatusResponse> {
    const misplaced = (['courier', 'trackingNumber'] as const).find((f) => shipping[f] !== undefined);
    if (shipping.returned && to !== 'returned') throw fieldError('returned', 'onlyWhenReturned');
    if (misplaced && to !== 'shipped') throw fieldError(misplaced, 'onlyWhenShipped');
    const current = await this.get(keyOrId, { ...admin, email: '', role: 'admin' });
    const from = current.status;
    if (!ORDER_TRANSITIONS[from].includes(to)) {
      throw new AppError(
        'conflict',
        from === to
          ? says('order.alreadyInStatus', { reference: current.reference, status: STATUS_WORDS[to] })
          : says('order.cannotMove', { from: STATUS_WORDS[from], to: STATUS_WORDS[to] }),
      );
    }
    const shipment =
      shipping.booked ??
      (to === 'shipped'
        ? await this.deps.couriers.shipment(shipping.courier, shipping.trackingNumber, now.toISOString())
        : undefined);
    if (shipment === null) throw fieldError('courier', 'activeCourier');
    const parcelReturn: ParcelReturn | undefined =
      to === 'returned'
        ? {
            at: now.toISOString(),
            reason: shipping.returned?.reason ?? 'returned',
            ...(shipping.returned?.note ? { note: shipping.returned.note } : {}),
          }
        : undefined;
    const moved = await this.repo.moveStatus(
      current,
      from,
      {
        from,
        to,
        by: { _id: admin._id, name: admin.name },
        at: now.toISOString(),
        ...(note ? { note } : {}),
      },
      shipment,
      parcelReturn,
    );
    // Another admin moved it first: nothing changed here.
    if (!moved)
      throw new AppError('conflict', says('order.changedMeanwhile', { reference: current.reference }));
    this.feed.written(moved);
    // Only the one move that won the conditional update gives the stock back.
    if (to === 'cancelled') await this.giveBack(moved.items);
    return { message: `Order ${moved.reference} is now ${STATUS_WORDS[to]}`, order: toOrder(moved) };
  }
}

/** The orders service on the store, with the placement limits counted on the shared throttle. */
export function createOrdersService(
  store: Store,
  deps: Omit<OrdersDeps, 'limit'>,
  limits: PlacementLimits,
): OrdersService {
  return new OrdersService(store, { ...deps, limit: new PlacementLimit(new Throttle(store), limits) });
}
