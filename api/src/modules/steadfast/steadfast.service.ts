import type { SteadfastBalance, SteadfastBookingResult, SteadfastWebhookBody } from '@tyre/contracts';
import { AppError } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { SteadfastConfig } from '../../config';
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
import { CourierCallError } from '../shipping/courier-http';
import { SteadfastClient, type SteadfastParcelInput } from './steadfast.client';

/** Steadfast's public tracking page, used when the shop's Steadfast courier keeps no page of its own. */
export const STEADFAST_TRACKING_PAGE = 'https://steadfast.com.bd/t/{number}';

/**
 * What each of Steadfast's delivery statuses means to the shop: the parcel's state and, for the
 * statuses that end it, the outcome (one table: never backwards, see ORDER_TRANSITIONS). A
 * status waiting for Steadfast's approval is a state only; `cancelled` is a parcel that came back.
 */
const STEADFAST_STATUSES: Readonly<Record<string, Pick<CourierWord, 'state' | 'final'>>> = {
  in_review: { state: 'booked' },
  pending: { state: 'in_transit' },
  hold: { state: 'on_hold' },
  delivered_approval_pending: { state: 'delivered' },
  partial_delivered_approval_pending: { state: 'partly_delivered' },
  cancelled_approval_pending: { state: 'delivery_failed' },
  delivered: { state: 'delivered', final: { outcome: 'delivered' } },
  partial_delivered: { state: 'partly_delivered', final: { outcome: 'delivered' } },
  cancelled: { state: 'returned', final: { outcome: 'returned', reason: 'returned' } },
};

const wordOf = (status: string, at: string, extra: Partial<CourierWord> = {}): CourierWord => ({
  status,
  ...(STEADFAST_STATUSES[status] ?? {}),
  at,
  ...extra,
});

/** Steadfast's parcel of an order: the reference as invoice, the customer, the amount to collect. */
const parcelOf = (p: Pick<Claimed<undefined>, 'order' | 'codAmount'>): SteadfastParcelInput => ({
  invoice: p.order.reference,
  recipient_name: p.order.customer.name,
  recipient_phone: p.order.customer.mobileNumber,
  recipient_address: addressOf(p.order),
  cod_amount: p.codAmount,
  note: p.order.customer.notes ?? '',
});

const asSteadfast = (r: BookingResult): SteadfastBookingResult => ({
  ...r,
  // Steadfast can always be asked after a lost answer: never `unconfirmed`
  problem: r.problem === 'unconfirmed' ? 'unanswered' : r.problem,
});

/**
 * Booking parcels with Steadfast and hearing back from it (see `ParcelDesk`): after an
 * unanswered call the next try asks Steadfast by invoice; many fresh orders go in one bulk call.
 */
export class SteadfastService extends ParcelDesk<undefined> {
  readonly client: SteadfastClient | undefined;

  constructor(store: Store, config: SteadfastConfig | undefined, deps: ParcelDeps) {
    super(store, 'steadfast_bookings', deps, {
      carrier: 'steadfast',
      label: 'Steadfast',
      trackingPage: STEADFAST_TRACKING_PAGE,
      askable: true,
      timeoutMs: config?.timeoutMs ?? 20_000,
    });
    this.client = config && new SteadfastClient(config);
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  protected need(): SteadfastClient {
    if (!this.client) throw new AppError('unavailable', 'steadfast.notConfiguredSettings');
    return this.client;
  }

  /**
   * Steadfast's current balance for the shop, asked now (never kept: it changes with each parcel
   * and payout). Not configured: `{ enabled: false }`. Steadfast unreachable, slow or refusing the
   * keys: 503 with a message the admin can act on, the reason logged.
   */
  async balance(): Promise<SteadfastBalance> {
    if (!this.client) return { enabled: false };
    try {
      const balance = await this.client.balance();
      return { enabled: true, balance, checkedAt: new Date().toISOString() };
    } catch (e) {
      if (!(e instanceof CourierCallError)) throw e;
      this.deps.logger.warn({ err: e.message }, 'Steadfast balance could not be read');
      throw new AppError(
        'unavailable',
        e.outcome === 'refused' && (e.httpStatus === 401 || e.httpStatus === 403)
          ? 'steadfast.keysRefused'
          : 'steadfast.unreachable',
      );
    }
  }

  /** Books many orders (see `ParcelDesk.bookMany`). */
  async book(orderIds: string[], admin: { _id: string; name: string }): Promise<SteadfastBookingResult[]> {
    const results = await this.bookMany(
      orderIds.map((orderId) => ({ orderId, details: undefined })),
      admin,
    );
    return results.map(asSteadfast);
  }

  protected create(p: Claimed<undefined>): Promise<Consignment> {
    return this.need().createOrder(parcelOf(p));
  }

  protected override async createMany(
    claims: Claimed<undefined>[],
  ): Promise<Map<string, Consignment | CourierCallError>> {
    const rows = await this.need().bulkCreate(claims.map(parcelOf));
    const byInvoice = new Map(rows.map((row) => [row.invoice, row]));
    const out = new Map<string, Consignment | CourierCallError>();
    for (const p of claims) {
      const row = byInvoice.get(p.order.reference);
      if (row)
        out.set(
          p.order._id,
          row.consignment ?? new CourierCallError('Steadfast did not book this parcel', 'refused'),
        );
    }
    return out;
  }

  /** Steadfast is asked by invoice: its status names a parcel it has (its ids come with the first webhook). */
  protected async lookup(p: Claimed<undefined>): Promise<Consignment | null> {
    const status = await this.need().statusByInvoice(p.order.reference);
    return status === null ? null : { status };
  }

  protected async ask(booking: ParcelBookingDoc): Promise<CourierWord | null> {
    const client = this.need();
    const status = booking.consignmentId
      ? await client.statusByConsignment(booking.consignmentId)
      : await client.statusByInvoice(booking._id);
    return status === null ? null : wordOf(status, new Date().toISOString());
  }

  // ---- Steadfast's webhook ----

  /**
   * One webhook call: a delivery status (final or not) or a tracking update with Steadfast's own
   * words. An unknown consignment is logged.
   */
  async hear(body: SteadfastWebhookBody): Promise<string> {
    const booking =
      (await this.bookings.findByConsignment(body.consignment_id)) ??
      (body.invoice ? await this.bookings.findByReference(body.invoice) : null);
    if (!booking || booking.state !== 'booked')
      return this.unknown({
        consignmentId: body.consignment_id,
        invoice: body.invoice,
        type: body.notification_type,
      });
    if (!booking.consignmentId) await this.bookings.fillConsignment(booking._id, body.consignment_id);
    const at = new Date().toISOString();
    const message = body.tracking_message;
    const word: CourierWord =
      body.notification_type === 'delivery_status' && body.status
        ? wordOf(body.status, at, {
            ...(message ? { message } : {}),
            ...(body.cod_amount !== undefined ? { collected: body.cod_amount } : {}),
            ...(body.delivery_charge !== undefined ? { deliveryCharge: body.delivery_charge } : {}),
          })
        : {
            status: '',
            // a tracking message: the parcel is on its way once Steadfast has said anything
            ...(!booking.lastState || booking.lastState === 'booked' ? { state: 'in_transit' as const } : {}),
            at,
            ...(message ? { message } : {}),
          };
    return this.apply(booking, word);
  }
}
