import { createHash } from 'node:crypto';
import type { Order, PaymentGateway, Refund, RefundAnswer, RefundBody } from '@tyre/contracts';
import type { Logger } from 'pino';
import type { AuthUser } from '../../lib/auth/guards';
import { AppError, notFound, says } from '../../lib/http/errors';
import { isId } from '../../lib/store/ids';
import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';
import type { OnlineOrders } from '../orders/orders.service';
import { BkashRefusal, type BkashClient } from './bkash-client';
import type { PaymentDoc, PaymentsRepository } from './payments.repository';
import { SslcommerzRefusal, type SslcommerzClient } from './sslcommerz-client';

/**
 * One refund an admin asked for, keyed by its Idempotency-Key: claimed first (one insert), then
 * its amount reserved on the payment (one conditional update), then sent to the gateway
 * (`sent`), then recorded on the order. A repeat of the key answers the refund made; a claim whose
 * process died is taken over after a minute.
 */
interface RefundDoc {
  _id: string;
  hash: string;
  state: 'claimed' | Refund['state'];
  orderId?: string;
  gateway?: PaymentGateway;
  paymentID?: string;
  amount: number;
  reason: string;
  by: { _id: string; name: string };
  /** The amount is taken from what is left to refund (given back if the gateway refuses). */
  reserved?: boolean;
  /** The gateway was asked: whatever happens next, it is never asked again for this refund. */
  sent?: boolean;
  ref?: string;
  error?: string;
  at: string;
  updatedAt: string;
}

const CLAIM_ABANDONED_MS = 60_000;
const WAIT_FOR_TWIN_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RefundDeps {
  orders: OnlineOrders;
  bkash: { client: BkashClient; repo: PaymentsRepository } | undefined;
  sslcommerz: { client: SslcommerzClient; repo: PaymentsRepository } | undefined;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** The reason of the refund of a payment rejected in review (the customer's messages say it in their language). */
const REJECTED_REASON = 'The payment was not accepted after review';

const GATEWAY_NAMES: Record<PaymentGateway, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz' };

/** What the gateway said of a refund. */
type Outcome = { state: Refund['state']; ref?: string; error?: string };

/**
 * Admins' refunds of online payments: full or partial, never more than the payment took less the
 * refunds before it (two refunds at once cannot both take the same money), one per
 * Idempotency-Key, recorded on the order with a message to the customer.
 */
export class PaymentRefunds {
  private readonly refunds: Collection<RefundDoc>;

  constructor(
    store: Store,
    private readonly deps: RefundDeps,
  ) {
    this.refunds = store.collection<RefundDoc>('payment_refunds', [{ fields: { state: 1 } }]);
  }

  private side(gateway: PaymentGateway): { repo: PaymentsRepository } {
    const side = this.deps[gateway];
    if (!side) throw this.notConfigured(gateway);
    return side;
  }

  private notConfigured(gateway: PaymentGateway) {
    return new AppError(
      'unavailable',
      says('payments.gatewayNotConfigured', { gateway: GATEWAY_NAMES[gateway] }),
    );
  }

  async refund(key: string, body: RefundBody & { amount: number }, admin: Pick<AuthUser, '_id' | 'name'>) {
    const hash = createHash('sha256')
      .update(JSON.stringify([body.order, body.amount, body.reason]))
      .digest('hex');
    const now = new Date().toISOString();
    const fresh: RefundDoc = {
      _id: key,
      hash,
      state: 'claimed',
      amount: body.amount,
      reason: body.reason,
      by: { _id: admin._id, name: admin.name },
      at: now,
      updatedAt: now,
    };
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      let doc: RefundDoc;
      try {
        doc = await this.refunds.insertOne(fresh);
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
        const held = await this.refunds.findById(key);
        if (!held) continue;
        if (held.hash !== hash) throw new AppError('conflict', 'payments.refundKeyReused');
        if (held.state !== 'claimed') return this.answer(held);
        const abandoned = Date.parse(held.updatedAt) < Date.now() - CLAIM_ABANDONED_MS;
        const taken =
          abandoned &&
          (await this.refunds.updateOne(
            { _id: key, state: 'claimed', updatedAt: held.updatedAt },
            { $set: { updatedAt: new Date().toISOString() } },
          ));
        if (!taken) {
          if (Date.now() > deadline) throw new AppError('conflict', 'payments.refundInProgress');
          await sleep(50);
          continue;
        }
        doc = taken;
      }
      return this.make(doc, body.order);
    }
  }

  /**
   * Gives back what is left of a payment an admin rejected in review (its order cancelled),
   * through the admins' refund path under one key per payment: a repeat (the order's event and
   * the sweeper, a second reject, a takeover after a crash) finds the same refund, and the gateway
   * is asked once. Answers its state, `none` when nothing was left to give back.
   */
  async giveBackRejected(
    order: Order,
    payment: PaymentDoc,
    by: { _id: string; name: string },
  ): Promise<{ state: Refund['state'] | 'none'; error?: string }> {
    const key = `rejected-${payment._id}`;
    const held = await this.refunds.findById(key);
    const amount = held?.amount ?? (payment.paidAmount ?? payment.amount) - (payment.refunded ?? 0);
    if (!(amount > 0)) return { state: 'none' };
    try {
      const answer = await this.refund(key, { order: order._id, amount, reason: REJECTED_REASON }, by);
      return { state: answer.refund.state };
    } catch (e) {
      const after = await this.refunds.findById(key);
      if (after?.state === 'failed')
        return { state: 'failed', ...(after.error ? { error: after.error } : {}) };
      throw e;
    }
  }

  /** Makes a claimed refund: the checks, the reservation, the gateway, the order's record. */
  private async make(doc: RefundDoc, orderKey: string): Promise<RefundAnswer> {
    try {
      const order = await this.orderOf(doc.orderId ?? orderKey);
      const gateway = order.payment.gateway;
      const paymentID = order.payment.paymentID;
      const side = gateway && paymentID ? this.side(gateway) : undefined;
      const payment = side && paymentID ? await side.repo.find(paymentID) : null;
      if (
        !gateway ||
        !side ||
        !payment ||
        !payment.trxID ||
        (payment.state !== 'completed' && payment.state !== 'review')
      )
        throw new AppError('conflict', says('payments.nothingToRefund', { reference: order.reference }));
      doc =
        (await this.refunds.updateOne(
          { _id: doc._id, state: 'claimed' },
          { $set: { orderId: order._id, gateway, paymentID, updatedAt: new Date().toISOString() } },
        )) ?? doc;
      if (!doc.reserved) {
        await this.reserve(side.repo, payment, doc.amount);
        doc =
          (await this.refunds.updateOne(
            { _id: doc._id, state: 'claimed' },
            { $set: { reserved: true, updatedAt: new Date().toISOString() } },
          )) ?? doc;
      }
      const outcome: Outcome = doc.sent
        ? // a process died after it asked the gateway: never asked twice, an admin checks it
          {
            state: 'processing',
            error: 'The gateway did not confirm this refund: check it in its merchant panel',
          }
        : await this.send(doc, gateway, payment, order);
      return await this.settle(doc, outcome, order, side.repo);
    } catch (e) {
      // nothing was asked of the gateway: the key may be used again
      const held = await this.refunds.findById(doc._id);
      if (held?.state === 'claimed' && !held.sent) {
        if (held.reserved && held.gateway && held.paymentID)
          await this.side(held.gateway).repo.releaseRefund(held.paymentID, held.amount);
        await this.refunds.deleteOne({ _id: doc._id, state: 'claimed' });
      }
      throw e;
    }
  }

  private async orderOf(keyOrId: string): Promise<Order> {
    const order = isId(keyOrId)
      ? await this.deps.orders.byId(keyOrId)
      : await this.deps.orders.byKey(keyOrId);
    if (!order) throw notFound('Order');
    return order;
  }

  /** Takes the amount from what is left to refund (read again when another refund came first). */
  private async reserve(repo: PaymentsRepository, payment: PaymentDoc, amount: number): Promise<void> {
    let current: PaymentDoc | null = payment;
    for (let tries = 0; tries < 20 && current; tries++) {
      const left = (current.paidAmount ?? current.amount) - (current.refunded ?? 0);
      if (amount > left)
        throw new AppError(
          'conflict',
          left > 0 ? says('payments.refundTooMuch', { left }) : 'payments.refundedInFull',
        );
      if (await repo.reserveRefund(current, amount)) return;
      current = await repo.find(payment._id);
    }
    throw new AppError('conflict', 'payments.refundRace');
  }

  /** Asks the gateway to refund (once: the refund is marked sent first). */
  private async send(
    doc: RefundDoc,
    gateway: PaymentGateway,
    payment: PaymentDoc,
    order: Order,
  ): Promise<Outcome> {
    await this.refunds.updateOne(
      { _id: doc._id, state: 'claimed' },
      { $set: { sent: true, updatedAt: new Date().toISOString() } },
    );
    try {
      if (gateway === 'bkash') {
        if (!this.deps.bkash) throw this.notConfigured('bkash');
        const answer = await this.deps.bkash.client.refund({
          paymentID: payment._id,
          trxID: payment.trxID!,
          amount: doc.amount,
          sku: order.reference,
          reason: doc.reason,
        });
        return answer.transactionStatus && answer.transactionStatus !== 'Completed'
          ? { state: 'processing', ...(answer.refundTrxID ? { ref: answer.refundTrxID } : {}) }
          : { state: 'done', ...(answer.refundTrxID ? { ref: answer.refundTrxID } : {}) };
      }
      if (!this.deps.sslcommerz) throw this.notConfigured('sslcommerz');
      return await this.askSslcommerz(doc, payment, order.reference);
    } catch (e) {
      if (e instanceof BkashRefusal || e instanceof SslcommerzRefusal)
        return { state: 'failed', error: e.message };
      this.deps.logger.warn({ err: (e as Error).message, reference: order.reference }, 'refund: no answer');
      // the gateway may have taken it: kept as processing, asked again by the sweeper
      return { state: 'processing', error: 'The gateway did not answer; the shop asks it again' };
    }
  }

  /**
   * Asks SSLCommerz's refund API for a refund, under the refund's own `refund_trans_id` (one per
   * refund, the same each time it is asked): asked again after a lost answer, SSLCommerz names the
   * refund it took (its `refund_ref_id`) rather than taking the money twice.
   */
  private async askSslcommerz(doc: RefundDoc, payment: PaymentDoc, reference: string): Promise<Outcome> {
    if (!this.deps.sslcommerz) throw this.notConfigured('sslcommerz');
    const answer = await this.deps.sslcommerz.client.refund({
      bankTranId: payment.trxID!,
      refundTransId: `RF${doc.hash.slice(0, 12)}${createHash('sha256').update(doc._id).digest('hex').slice(0, 16)}`,
      amount: doc.amount,
      remarks: doc.reason,
      refeId: reference,
    });
    const ref = answer.refund_ref_id ? { ref: answer.refund_ref_id } : {};
    if (answer.status === 'success') return { state: 'done', ...ref };
    if (answer.status === 'processing') return { state: 'processing', ...ref };
    return { state: 'failed', error: answer.errorReason || `SSLCommerz answered ${answer.status}` };
  }

  /** Records the gateway's outcome: on the order (not for a refusal, whose amount is given back) and on the refund. */
  private async settle(
    doc: RefundDoc,
    outcome: Outcome,
    order: Order,
    repo: PaymentsRepository,
  ): Promise<RefundAnswer> {
    if (outcome.state === 'failed') await repo.releaseRefund(doc.paymentID!, doc.amount);
    const refund: Refund = {
      id: doc._id,
      amount: doc.amount,
      reason: doc.reason,
      state: outcome.state,
      ...(outcome.ref ? { ref: outcome.ref } : {}),
      ...(outcome.error ? { error: outcome.error } : {}),
      by: doc.by,
      at: doc.at,
    };
    if (outcome.state !== 'failed') {
      const via = GATEWAY_NAMES[doc.gateway!];
      const recorded = await this.deps.orders.recordRefund(
        order._id,
        refund,
        `Refunded BDT ${doc.amount} through ${via}${outcome.ref ? ` (${outcome.ref})` : ''}: ${doc.reason}`,
      );
      if (!recorded) throw notFound('Order');
    }
    const settled = await this.refunds.updateOne(
      { _id: doc._id, state: 'claimed' },
      {
        $set: {
          state: outcome.state,
          ...(outcome.ref ? { ref: outcome.ref } : {}),
          ...(outcome.error ? { error: outcome.error } : {}),
          updatedAt: new Date().toISOString(),
        },
      },
    );
    this.deps.logger.info(
      { reference: order.reference, refund: doc._id, amount: doc.amount, state: outcome.state },
      'payment refund',
    );
    return this.answer(settled ?? { ...doc, state: outcome.state });
  }

  /** The answer of a refund made (again for a repeat of its key). */
  private async answer(doc: RefundDoc): Promise<RefundAnswer> {
    if (doc.state === 'failed')
      throw new AppError(
        'conflict',
        says('payments.refundRefused', { reason: (doc.error ?? 'no reason given').slice(0, 200) }),
      );
    const order = await this.orderOf(doc.orderId!);
    const refund = order.payment.refunds?.find((r) => r.id === doc._id);
    if (!refund) throw new AppError('conflict', 'payments.refundInProgress');
    return {
      message:
        refund.state === 'done'
          ? `BDT ${refund.amount} of order ${order.reference} refunded`
          : `The refund of BDT ${refund.amount} of order ${order.reference} is being processed`,
      refund,
      order,
    };
  }

  /**
   * The sweeper's round: refunds the gateway was still processing are asked about (bKash's refund
   * status, SSLCommerz's by its refund_ref_id): done, or refused (their amount given back).
   */
  async check(before: string, limit = 20): Promise<number> {
    let changed = 0;
    const open = await this.refunds.find(
      { state: 'processing', updatedAt: { $lte: before } },
      { sort: { updatedAt: 1 }, limit },
    );
    for (const doc of open) {
      const side = doc.gateway && this.deps[doc.gateway];
      const payment = side && doc.paymentID ? await side.repo.find(doc.paymentID) : null;
      let outcome: Outcome | null = null;
      try {
        if (doc.gateway === 'bkash' && payment?.trxID && this.deps.bkash) {
          const status = await this.deps.bkash.client.refundStatus({
            paymentID: payment._id,
            trxID: payment.trxID,
          });
          if (status.transactionStatus === 'Completed' && Number(status.amount) === doc.amount)
            outcome = { state: 'done', ...(status.refundTrxID ? { ref: status.refundTrxID } : {}) };
        } else if (doc.gateway === 'sslcommerz' && doc.ref && this.deps.sslcommerz) {
          const status = await this.deps.sslcommerz.client.refundStatus(doc.ref);
          if (status.status === 'refunded') outcome = { state: 'done', ref: doc.ref };
          else if (status.status === 'cancelled')
            outcome = { state: 'failed', error: status.errorReason || 'SSLCommerz cancelled the refund' };
        } else if (doc.gateway === 'sslcommerz' && payment?.trxID && this.deps.sslcommerz) {
          // its answer was lost (no refund_ref_id): asked again under its own refund_trans_id,
          // SSLCommerz names the refund it took, or takes it now if the first ask never reached it
          const order = await this.deps.orders.byId(doc.orderId!);
          const asked = await this.askSslcommerz(doc, payment, order?.reference ?? doc.orderId!);
          if (asked.state === 'processing' && asked.ref)
            await this.refunds.updateOne(
              { _id: doc._id, state: 'processing' },
              { $set: { ref: asked.ref, updatedAt: new Date().toISOString() } },
            );
          if (asked.state !== 'processing') outcome = asked;
        }
      } catch (e) {
        this.deps.logger.warn({ err: (e as Error).message, refund: doc._id }, 'refund status: no answer');
      }
      const at = new Date().toISOString();
      if (!outcome) {
        await this.refunds.updateOne({ _id: doc._id, state: 'processing' }, { $set: { updatedAt: at } });
        continue;
      }
      const moved = await this.refunds.updateOne(
        { _id: doc._id, state: 'processing' },
        {
          $set: { state: outcome.state, updatedAt: at, ...(outcome.ref ? { ref: outcome.ref } : {}) },
          ...(outcome.state === 'done' ? { $unset: { error: true as const } } : {}),
        },
      );
      if (!moved) continue;
      if (outcome.state === 'failed' && side && doc.paymentID)
        await side.repo.releaseRefund(doc.paymentID, doc.amount);
      await this.deps.orders.updateRefund(doc.orderId!, doc._id, outcome.state, outcome.error, outcome.ref);
      changed += 1;
    }
    return changed;
  }
}
