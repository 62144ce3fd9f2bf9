import {
  PATHAO_WEIGHT,
  type Order,
  type PathaoArea,
  type PathaoDeliveryType,
  type PathaoDestination,
  type PathaoPlace,
  type PathaoWebhookBody,
} from '@tyre/contracts';
import type { PathaoConfig } from '../../config';
import { AppError, says } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { ProductReader } from '../products/products.service';
import type { ParcelBookingDoc } from '../shipping/parcel-bookings.repository';
import {
  addressOf,
  ParcelDesk,
  type BookingResult,
  type Claimed,
  type Consignment,
  type CourierWord,
  type ParcelDeps,
} from '../shipping/parcel-desk';
import { PathaoClient, type PathaoOrderInput } from './pathao.client';
import { PathaoPlaces, proposeArea, proposeCity, proposeZone } from './pathao-places';
import { parcelWeight, proposedWeight, tooHeavyForPathao } from './parcel-weight';

/** What Pathao's desk needs besides a courier's: the products, to weigh a parcel by its tyres' categories. */
export interface PathaoDeps extends ParcelDeps {
  products: Pick<ProductReader, 'cards'>;
}

/** Pathao's tracking page, used when the shop's Pathao courier keeps no page of its own. */
export const PATHAO_TRACKING_PAGE = 'https://merchant.pathao.com/tracking?consignment_id={number}';

/** Where a parcel goes in Pathao's terms, and how it travels (what an admin chose in the dialog). */
export interface PathaoDetails {
  city: number;
  zone: number;
  area?: number;
  weight: number;
  deliveryType: PathaoDeliveryType;
}

/** Pathao's item type of a tyre: a parcel (1 is a document). */
const ITEM_PARCEL = 2;

/**
 * What each of Pathao's order events means to the shop: the parcel's state and, for the events
 * that end it, the outcome (one table: never backwards, see ORDER_TRANSITIONS). `order.paid` (Pathao
 * paid the shop) and `order.updated` (details changed) carry no state of their own.
 */
const PATHAO_EVENTS: Readonly<Record<string, Pick<CourierWord, 'state' | 'final'>>> = {
  'order.created': { state: 'booked' },
  'order.updated': {},
  'order.pickup-requested': { state: 'booked' },
  'order.assigned-for-pickup': { state: 'booked' },
  'order.picked': { state: 'picked_up' },
  'order.pickup-failed': { state: 'on_hold' },
  'order.pickup-cancelled': { state: 'cancelled', final: { outcome: 'returned', reason: 'cancelled' } },
  'order.at-the-sorting-hub': { state: 'at_hub' },
  'order.in-transit': { state: 'in_transit' },
  'order.received-at-last-mile-hub': { state: 'at_hub' },
  'order.assigned-for-delivery': { state: 'out_for_delivery' },
  'order.delivered': { state: 'delivered', final: { outcome: 'delivered' } },
  'order.partial-delivery': { state: 'partly_delivered', final: { outcome: 'delivered' } },
  'order.exchanged': { state: 'delivered', final: { outcome: 'delivered' } },
  'order.returned': { state: 'returned', final: { outcome: 'returned', reason: 'returned' } },
  // the customer refused the parcel and paid the delivery charge
  'order.paid-return': { state: 'returned', final: { outcome: 'returned', reason: 'refused' } },
  'order.delivery-failed': { state: 'delivery_failed' },
  'order.on-hold': { state: 'on_hold' },
};

/** The order info's status slug ("Partial_Delivery", "Return") as the event that says the same. */
function eventOfSlug(slug: string): string {
  const s = slug
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const alias: Record<string, string> = {
    pending: 'pickup-requested',
    return: 'returned',
    'partial-delivered': 'partial-delivery',
    exchange: 'exchanged',
    hold: 'on-hold',
    'paid-returned': 'paid-return',
    'pickup-cancel': 'pickup-cancelled',
  };
  return `order.${alias[s] ?? s}`;
}

/** Pathao's moment of an event (`timestamp`, ISO with its offset), or now. */
function momentOf(body: PathaoWebhookBody): string {
  const at = body.timestamp ? Date.parse(body.timestamp) : Number.NaN;
  return new Date(Number.isFinite(at) ? at : Date.now()).toISOString();
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Booking parcels with Pathao and hearing back from it (see `ParcelDesk`). Pathao cannot be asked
 * about an order by the shop's reference, so a booking whose answer was lost waits for Pathao's
 * `order.created` notice, or an admin's word (`resolve`), before anything is booked again.
 */
export class PathaoService extends ParcelDesk<PathaoDetails> {
  readonly client: PathaoClient | undefined;
  private readonly places: PathaoPlaces;
  private readonly products: PathaoDeps['products'];

  constructor(
    store: Store,
    private readonly config: PathaoConfig | undefined,
    deps: PathaoDeps,
  ) {
    super(store, 'pathao_bookings', deps, {
      carrier: 'pathao',
      label: 'Pathao',
      trackingPage: PATHAO_TRACKING_PAGE,
      askable: false,
      timeoutMs: config?.timeoutMs ?? 20_000,
    });
    this.client = config && new PathaoClient(config, store);
    this.places = new PathaoPlaces(store);
    this.products = deps.products;
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  protected need(): PathaoClient {
    if (!this.client) throw new AppError('unavailable', 'pathao.notConfiguredSettings');
    return this.client;
  }

  // ---- the places and the destination proposed ----

  cities(): Promise<PathaoPlace[]> {
    const client = this.need();
    return this.places.get('cities', () => client.cities());
  }

  zones(cityId: number): Promise<PathaoPlace[]> {
    const client = this.need();
    return this.places.get(`zones:${cityId}`, () => client.zones(cityId));
  }

  areas(zoneId: number): Promise<PathaoArea[]> {
    const client = this.need();
    return this.places.get(`areas:${zoneId}`, () => client.areas(zoneId));
  }

  /**
   * The city, zone and area proposed for an order (each only when one matches), its parcel's
   * weight (and whether Pathao can take it) and the amount to collect.
   */
  async destination(orderId: string): Promise<PathaoDestination> {
    this.need();
    const order = await this.deps.orders.get(orderId, this.viewer);
    const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
    const city = proposeCity(await this.cities(), order.customer.district);
    const zone = city ? proposeZone(await this.zones(city.id), order) : null;
    const area = zone ? proposeArea(await this.areas(zone.id), order) : null;
    const [estimatedWeight = 0] = await this.weigh([order]);
    return {
      city,
      zone,
      area,
      weight: proposedWeight(estimatedWeight),
      estimatedWeight,
      tooHeavy: tooHeavyForPathao(estimatedWeight),
      quantity: units,
      codAmount: order.payment.paymentType === 'Cash on Delivery' ? order.total : 0,
    };
  }

  // ---- booking ----

  /** Each order's parcel in kg, worked out from its tyres (see parcel-weight.ts), in the orders' order. */
  private async weigh(orders: Order[]): Promise<number[]> {
    const ids = [...new Set(orders.flatMap((o) => o.items.map((line) => line.product)))];
    const products = new Map((await this.products.cards(ids)).map((card) => [card._id, card]));
    return orders.map((order) => parcelWeight(order, products));
  }

  /**
   * Refuses the booking (409) when an order that would be booked now is heavier than Pathao takes
   * in a parcel, before anything is claimed or Pathao is asked: the message names it and tells
   * the admin to choose another courier. A missing order, or one not processing, answers for
   * itself in the booking.
   */
  private async refuseTooHeavy(orderIds: string[], admin: { _id: string; name: string }): Promise<void> {
    const orders: Order[] = [];
    for (const id of orderIds) {
      try {
        const order = await this.deps.orders.get(id, { ...admin, email: '', role: 'admin' });
        if (order.status === 'processing') orders.push(order);
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'not_found')) throw e;
      }
    }
    const weights = await this.weigh(orders);
    const heavy = orders
      .map((order, i) => ({ reference: order.reference, weight: weights[i]! }))
      .filter((o) => tooHeavyForPathao(o.weight));
    if (heavy.length === 0) return;
    this.deps.logger.warn({ orders: heavy }, 'Pathao booking refused: parcels heavier than Pathao takes');
    const max = PATHAO_WEIGHT.max;
    throw new AppError(
      'conflict',
      heavy.length === 1
        ? says('pathao.tooHeavy', { reference: heavy[0]!.reference, weight: heavy[0]!.weight, max })
        : says('pathao.tooHeavyMany', { references: heavy.map((o) => o.reference).join(', '), max }),
    );
  }

  /**
   * Books each order with the destination the admin chose (see `ParcelDesk.bookMany`), once no
   * order is too heavy for Pathao.
   */
  async book(
    parcels: ({ order: string } & PathaoDetails)[],
    admin: { _id: string; name: string },
  ): Promise<BookingResult[]> {
    this.need();
    await this.refuseTooHeavy(
      parcels.map((p) => p.order),
      admin,
    );
    return this.bookMany(
      parcels.map(({ order, ...details }) => ({ orderId: order, details })),
      admin,
    );
  }

  protected override keep(details: PathaoDetails): { details: Record<string, unknown> } {
    return { details: { ...details } };
  }

  protected create(p: Claimed<PathaoDetails>): Promise<Consignment> {
    const { order, details } = p;
    const c = order.customer;
    const input: PathaoOrderInput = {
      store_id: this.config!.storeId,
      merchant_order_id: order.reference,
      recipient_name: cut(c.name, 100),
      recipient_phone: c.mobileNumber,
      recipient_address: cut(addressOf(order), 220),
      recipient_city: details.city,
      recipient_zone: details.zone,
      ...(details.area ? { recipient_area: details.area } : {}),
      delivery_type: details.deliveryType,
      item_type: ITEM_PARCEL,
      ...(c.notes ? { special_instruction: cut(c.notes, 250) } : {}),
      item_quantity: order.items.reduce((sum, line) => sum + line.quantity, 0),
      item_weight: details.weight,
      item_description: cut(order.items.map((l) => `${l.quantity} x ${l.title}`).join(', '), 250),
      amount_to_collect: p.codAmount,
    };
    return this.need().createOrder(input);
  }

  /** Never called: Pathao cannot be asked by the shop's reference (`askable: false`). */
  protected lookup(): Promise<Consignment | null> {
    return Promise.resolve(null);
  }

  protected async ask(booking: ParcelBookingDoc): Promise<CourierWord | null> {
    if (!booking.consignmentId) return null;
    const info = await this.need().orderInfo(booking.consignmentId);
    if (!info) return null;
    const event = eventOfSlug(info.slug);
    return { status: event, ...(PATHAO_EVENTS[event] ?? {}), at: new Date().toISOString() };
  }

  /**
   * An admin's word on an order whose booking went unanswered: the consignment Pathao's panel
   * shows for it (checked with Pathao: it must carry the order's reference), or none (Pathao has
   * no parcel: the booking is released and may be made again).
   */
  async resolve(
    orderId: string,
    consignmentId: string | undefined,
    admin: { _id: string; name: string },
  ): Promise<BookingResult> {
    const client = this.need();
    const order = await this.deps.orders.get(orderId, { ...admin, email: '', role: 'admin' });
    const reference = order.reference;
    const booking = await this.bookings.findByReference(reference);
    if (booking?.state === 'booked') return this.finish(order, booking, admin, true);
    if (booking?.state !== 'unknown')
      throw new AppError('conflict', says('pathao.notWaiting', { reference }));
    if (!consignmentId) {
      await this.bookings.release(reference, booking.claimedAt);
      this.deps.logger.warn(
        { reference, by: admin._id },
        'An admin said Pathao has no parcel: booking released',
      );
      return { orderId: order._id, reference, booked: false, replayed: false };
    }
    const info = await client.orderInfo(consignmentId);
    if (!info || info.merchantOrderId !== reference)
      throw new AppError('conflict', says('pathao.notThisParcel', { consignment: consignmentId, reference }));
    const booked = await this.bookings.markBooked(
      reference,
      null,
      { consignmentId: info.consignmentId, status: info.status },
      new Date().toISOString(),
    );
    const now = booked ?? (await this.bookings.findByReference(reference));
    if (now?.state !== 'booked')
      throw new AppError('conflict', says('steadfast.bookedMeanwhile', { reference }));
    return this.finish(order, now, admin, !booked);
  }

  // ---- Pathao's webhook ----

  /**
   * One webhook call (its secret checked already): the integration check, then order events by
   * consignment (or the merchant order id when the consignment is new to the shop). An order
   * event for a booking whose answer was lost confirms it; `order.paid` records Pathao's payment.
   */
  async hear(body: PathaoWebhookBody): Promise<string> {
    if (body.event === 'webhook_integration') return 'Webhook integration accepted';
    if (!body.event.startsWith('order.')) return 'Event noted';
    const booking =
      (body.consignment_id ? await this.bookings.findByConsignment(body.consignment_id) : null) ??
      (body.merchant_order_id ? await this.bookings.findByReference(body.merchant_order_id) : null);
    if (!booking || (booking.state !== 'booked' && !body.consignment_id))
      return this.unknown({
        consignmentId: body.consignment_id,
        merchantOrderId: body.merchant_order_id,
        event: body.event,
      });
    let current = booking;
    if (booking.state !== 'booked') {
      await this.confirmLost(booking, {
        consignmentId: body.consignment_id!,
        status: body.event,
        ...(body.delivery_fee !== undefined ? { deliveryFee: Math.round(body.delivery_fee) } : {}),
      });
      current = (await this.bookings.findByReference(booking._id)) ?? booking;
      if (body.event === 'order.created') return 'Booking confirmed';
    } else if (!booking.consignmentId && body.consignment_id)
      await this.bookings.fillConsignment(booking._id, body.consignment_id);
    const at = momentOf(body);
    if (body.event === 'order.paid') return this.paid(current, at, body.invoice_id);
    const reason = body.reason?.trim();
    return this.apply(current, {
      status: body.event,
      ...(PATHAO_EVENTS[body.event] ?? {}),
      at,
      ...(reason ? { message: reason } : {}),
      ...(body.collected_amount !== undefined ? { collected: body.collected_amount } : {}),
      ...(body.delivery_fee !== undefined ? { deliveryCharge: body.delivery_fee } : {}),
    });
  }
}
