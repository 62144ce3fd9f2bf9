import type {
  BkashCallbackQuery,
  BkashCheckout,
  ExportPaymentsQuery,
  ListPaymentsQuery,
  Order,
  PaymentGateway,
  PaymentMethods,
  PaymentRecord,
  PaymentResult,
  PaymentType,
  RefundAnswer,
  RefundBody,
  SslcommerzCheckout,
  SslcommerzPost,
  SslcommerzResultQuery,
  SslcommerzReturnStatus,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { BOM, csvLine } from '../../lib/text/csv';
import type { OrderEvents } from '../orders/order-events';
import type { OnlineOrders } from '../orders/orders.service';
import type { BkashClient } from './bkash-client';
import { BkashPayments } from './bkash-payments';
import { PaymentRefunds } from './payment-refunds';
import {
  CLAIM_ABANDONED_MS,
  type PaymentDoc,
  type PaymentFilter,
  type PaymentsRepository,
} from './payments.repository';
import type { SslcommerzClient } from './sslcommerz-client';
import { SslcommerzPayments } from './sslcommerz-payments';

export interface PaymentsDeps {
  orders: OnlineOrders;
  /** bKash Tokenized Checkout; undefined when the shop has not configured it. */
  bkash: BkashClient | undefined;
  /** SSLCommerz; undefined when the shop has not configured it. */
  sslcommerz?: SslcommerzClient | undefined;
  /** Where bKash sends the customer back: the checkout's return page. */
  callbackURL: string;
  /** The shop's address (PUBLIC_ORIGIN): SSLCommerz's customers come back to its return page. */
  publicOrigin?: string;
  onlinePaymentMinutes: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The orders' writes: a payment held for review is released when an admin moves its order on. */
  orderEvents?: Pick<OrderEvents, 'listen'>;
}

/** A payment nobody came back from is asked about after this long (and again after as long). */
export const STALE_AFTER_MS = 3 * 60_000;
/** A payment still open after a day moved no money: it is closed. */
const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** The most payments the CSV holds. */
const EXPORT_MAX = 10_000;
const DHAKA = '+06:00';
/** Who gives back a payment rejected in review when the move that rejected it names nobody. */
const SHOP = { _id: '000000000000000000000000', name: 'The shop' };

export const PAYMENT_CSV_COLUMNS = [
  'Created',
  'Gateway',
  'Payment ID',
  'Order',
  'Amount',
  'State',
  'Transaction ID',
  'Paid',
  'Refunded',
  'Method',
  'Risk level',
  'Note',
] as const;

/** A payment as the admins' list shows it. */
function toRecord(gateway: PaymentGateway, doc: PaymentDoc): PaymentRecord {
  const method = gateway === 'bkash' ? 'bKash' : doc.cardType;
  return {
    _id: doc._id,
    gateway,
    orderId: doc.orderId,
    reference: doc.reference,
    amount: doc.amount,
    state: doc.state,
    ...(doc.trxID ? { trxID: doc.trxID } : {}),
    ...(doc.paidAmount !== undefined && Number.isFinite(doc.paidAmount)
      ? { paidAmount: doc.paidAmount }
      : {}),
    ...(doc.refunded ? { refunded: doc.refunded } : {}),
    ...(method ? { method } : {}),
    ...(doc.riskLevel !== undefined ? { riskLevel: doc.riskLevel } : {}),
    ...(doc.note ? { note: doc.note } : {}),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/**
 * Online payments: the methods offered, bKash's checkout (`bkash-payments.ts`), SSLCommerz's
 * (`sslcommerz-payments.ts`), the admins' refunds (`payment-refunds.ts`) and list, and the
 * sweeper that takes over what a crash or a customer who never came back left open.
 */
export class PaymentsService {
  readonly bkash: BkashPayments | undefined;
  readonly sslcommerz: SslcommerzPayments | undefined;
  private readonly refunds: PaymentRefunds;

  constructor(
    store: Store,
    private readonly deps: PaymentsDeps,
  ) {
    this.bkash =
      deps.bkash &&
      new BkashPayments(store, {
        orders: deps.orders,
        client: deps.bkash,
        callbackURL: deps.callbackURL,
        logger: deps.logger,
      });
    this.sslcommerz =
      deps.sslcommerz &&
      new SslcommerzPayments(store, {
        orders: deps.orders,
        client: deps.sslcommerz,
        publicOrigin: deps.publicOrigin ?? new URL(deps.callbackURL).origin,
        logger: deps.logger,
      });
    this.refunds = new PaymentRefunds(store, {
      orders: deps.orders,
      bkash: this.bkash && deps.bkash && { client: deps.bkash, repo: this.bkash.repo },
      sslcommerz: this.sslcommerz &&
        deps.sslcommerz && { client: deps.sslcommerz, repo: this.sslcommerz.repo },
      logger: deps.logger,
    });
    // a payment held for review (SSLCommerz's risk level 1) is completed once an admin has let its
    // order move on from payment review, and given back once an admin has cancelled it (the
    // sweeper does the same for any the process did not live to do)
    deps.orderEvents?.listen(({ order }) => {
      const held = order.payment.gateway === 'sslcommerz' && order.payment.risk?.level === 1;
      if (!held || !order.payment.paymentID || ['awaiting_payment', 'payment_review'].includes(order.status))
        return;
      void this.afterReview(order).catch((e: unknown) =>
        deps.logger.warn({ err: (e as Error).message }, 'a reviewed payment could not be settled'),
      );
    });
  }

  /**
   * A payment held for review whose order an admin moved on (completed: the order is a paid
   * order) or cancelled (rejected: its money given back through SSLCommerz's refund API, once,
   * or flagged on the order for an admin when SSLCommerz refuses).
   */
  private async afterReview(order: Order): Promise<void> {
    const repo = this.sslcommerz?.repo;
    const payment = repo && order.payment.paymentID ? await repo.find(order.payment.paymentID) : null;
    if (!repo || !payment || payment.state !== 'review') return;
    if (order.status !== 'cancelled') {
      await repo.reviewed(payment._id);
      return;
    }
    const rejected = order.history.findLast((h) => h.from === 'payment_review' && h.to === 'cancelled');
    const given = await this.refunds.giveBackRejected(order, payment, rejected?.by ?? SHOP);
    if (given.state === 'failed') {
      const flagged = `SSLCommerz payment ${payment._id} (bank transaction ${payment.trxID ?? '-'}, BDT ${payment.paidAmount ?? payment.amount}) was rejected in review but SSLCommerz refused to refund it: ${given.error ?? 'no reason given'}. Refund it from the SSLCommerz merchant panel.`;
      await this.deps.orders.notePayment(order._id, { flagged });
      await repo.rejected(payment._id, 'flagged', flagged.slice(0, 500));
      this.deps.logger.error({ reference: order.reference, paymentID: payment._id }, flagged);
      return;
    }
    await repo.rejected(payment._id, 'refunded', 'rejected in review, refunded');
    this.deps.logger.info(
      { reference: order.reference, paymentID: payment._id, refund: given.state },
      'a payment rejected in review was refunded',
    );
  }

  methods(): PaymentMethods {
    const methods: PaymentType[] = ['Cash on Delivery', 'bKash'];
    if (this.bkash) methods.push('bKash Online');
    if (this.sslcommerz) methods.push('SSLCommerz');
    return { methods, onlinePaymentMinutes: this.deps.onlinePaymentMinutes };
  }

  // ---- bKash ----

  private bkashOn(): BkashPayments {
    if (!this.bkash) throw new AppError('unavailable', 'order.bkashUnavailable');
    return this.bkash;
  }

  start(key: string): Promise<BkashCheckout> {
    return this.bkashOn().start(key);
  }

  callback(query: BkashCallbackQuery): Promise<PaymentResult> {
    return this.bkashOn().callback(query);
  }

  // ---- SSLCommerz ----

  private sslcommerzOn(): SslcommerzPayments {
    if (!this.sslcommerz) throw new AppError('unavailable', 'payments.cardUnavailable');
    return this.sslcommerz;
  }

  startSslcommerz(key: string, apiBase: string): Promise<SslcommerzCheckout> {
    return this.sslcommerzOn().start(key, apiBase);
  }

  /** SSLCommerz's page posted back: settle what it names, answer where the customer goes. */
  async sslcommerzReturned(status: SslcommerzReturnStatus, body: SslcommerzPost): Promise<string> {
    const gateway = this.sslcommerzOn();
    const payment = await gateway.heard(body.tran_id, status === 'success' ? body.val_id : undefined);
    return gateway.returnPage(body.tran_id, status, payment !== null);
  }

  async sslcommerzIpn(body: SslcommerzPost): Promise<{ received: true }> {
    await this.sslcommerzOn().heard(body.tran_id, body.val_id);
    return { received: true };
  }

  sslcommerzResult(query: SslcommerzResultQuery): Promise<PaymentResult> {
    return this.sslcommerzOn().result(query.tran_id, query.status);
  }

  // ---- refunds ----

  refund(
    key: string,
    body: RefundBody & { amount: number },
    admin: Pick<AuthUser, '_id' | 'name'>,
  ): Promise<RefundAnswer> {
    return this.refunds.refund(key, body, admin);
  }

  // ---- the admins' list ----

  private gateways(only?: PaymentGateway): { gateway: PaymentGateway; repo: PaymentsRepository }[] {
    const all: { gateway: PaymentGateway; repo: PaymentsRepository }[] = [];
    if (this.bkash && (!only || only === 'bkash')) all.push({ gateway: 'bkash', repo: this.bkash.repo });
    if (this.sslcommerz && (!only || only === 'sslcommerz'))
      all.push({ gateway: 'sslcommerz', repo: this.sslcommerz.repo });
    return all;
  }

  private filterOf(query: ExportPaymentsQuery): PaymentFilter {
    return {
      ...(query.state ? { state: query.state } : {}),
      ...(query.from ? { from: new Date(`${query.from}T00:00:00${DHAKA}`).toISOString() } : {}),
      ...(query.to ? { to: new Date(`${query.to}T23:59:59.999${DHAKA}`).toISOString() } : {}),
      ...(query.search ? { search: query.search } : {}),
    };
  }

  /** The newest `limit` payments of every gateway the query names, merged newest first, and their total. */
  private async newest(query: ExportPaymentsQuery, limit: number) {
    const filter = this.filterOf(query);
    const found = await Promise.all(
      this.gateways(query.gateway).map(async ({ gateway, repo }) => {
        const { items, total } = await repo.newest(filter, limit);
        return { total, items: items.map((doc) => toRecord(gateway, doc)) };
      }),
    );
    const items = found
      .flatMap((f) => f.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
    return { items, total: found.reduce((sum, f) => sum + f.total, 0) };
  }

  async list(query: ListPaymentsQuery): Promise<{ items: PaymentRecord[]; total: number }> {
    const { items, total } = await this.newest(query, (query.page + 1) * query.size);
    return { items: items.slice(query.page * query.size, (query.page + 1) * query.size), total };
  }

  /** The payments the filters find as CSV rows (BOM and header first), newest first. */
  async csv(query: ExportPaymentsQuery): Promise<string[]> {
    const { items } = await this.newest(query, EXPORT_MAX);
    return [
      BOM + csvLine([...PAYMENT_CSV_COLUMNS]),
      ...items
        .slice(0, EXPORT_MAX)
        .map((p) =>
          csvLine([
            p.createdAt,
            p.gateway,
            p._id,
            p.reference,
            String(p.amount),
            p.state,
            p.trxID ?? '',
            p.paidAmount === undefined ? '' : String(p.paidAmount),
            p.refunded === undefined ? '' : String(p.refunded),
            p.method ?? '',
            p.riskLevel === undefined ? '' : String(p.riskLevel),
            p.note ?? '',
          ]),
        ),
    ];
  }

  // ---- the sweeper ----

  /** Settles a payment through its gateway (the sweeper's takeover: the gateway's status decides). */
  private async reconcile(gateway: PaymentGateway, payment: PaymentDoc): Promise<void> {
    if (gateway === 'bkash') await this.bkash?.settle(payment);
    else await this.sslcommerz?.settle(payment);
  }

  /**
   * The sweeper's round. First the takeover: payments left open (nobody came back from the
   * gateway, or the process settling them died) are asked about through the gateway's status,
   * each now and then, and paid, closed or given back as it says; one open for a day is closed.
   * Then every order past its deadline is reconciled the same way and cancelled unpaid, its stock
   * given back (the deadlines are in the store, so a restart loses none). Then the payments held
   * for review whose order an admin moved on or cancelled (`afterReview`), then the refunds a
   * gateway was still processing. Answers how many orders were cancelled.
   */
  async sweep(now = new Date(), batch = 50): Promise<number> {
    const staleBefore = new Date(now.getTime() - Math.max(STALE_AFTER_MS, CLAIM_ABANDONED_MS)).toISOString();
    for (const { gateway, repo } of this.gateways()) {
      for (const payment of await repo.stale(staleBefore, batch)) {
        try {
          await this.reconcile(gateway, payment);
          const after = await repo.find(payment._id);
          if (after?.state === 'created') {
            if (Date.parse(after.createdAt) < now.getTime() - GIVE_UP_AFTER_MS)
              await repo.close(after._id, 'cancelled', 'no payment came within a day');
            else await repo.checked(after._id, new Date().toISOString());
          }
        } catch (e) {
          this.deps.logger.warn(
            { err: (e as Error).message, paymentID: payment._id },
            'payment takeover failed',
          );
        }
      }
    }
    let cancelled = 0;
    for (const order of await this.deps.orders.due(now, batch)) {
      const gateway = order.payment.gateway;
      const side = this.gateways(gateway).find((g) => g.gateway === gateway);
      if (side) {
        for (const payment of await side.repo.open(order._id)) {
          try {
            await this.reconcile(side.gateway, payment);
          } catch (e) {
            this.deps.logger.warn(
              { err: (e as Error).message, paymentID: payment._id },
              `${side.gateway} reconcile failed`,
            );
          }
        }
      }
      if (await this.deps.orders.expire(order, now)) cancelled += 1;
    }
    // payments held for review whose order an admin has moved on or cancelled meanwhile
    for (const payment of this.sslcommerz ? await this.sslcommerz.repo.held(batch) : []) {
      try {
        const order = await this.deps.orders.byId(payment.orderId);
        if (order && order.status !== 'payment_review') await this.afterReview(order);
      } catch (e) {
        this.deps.logger.warn(
          { err: (e as Error).message, paymentID: payment._id },
          'a reviewed payment could not be settled',
        );
      }
    }
    try {
      await this.refunds.check(new Date(now.getTime() - 60_000).toISOString());
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message }, 'refund check failed');
    }
    return cancelled;
  }
}
