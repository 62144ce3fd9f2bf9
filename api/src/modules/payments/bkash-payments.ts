import type { BkashCallbackQuery, BkashCheckout, Order, PaymentResult } from '@tyre/contracts';
import type { Logger } from 'pino';
import { AppError, notFound, says } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { OnlineOrders } from '../orders/orders.service';
import { BkashRefusal, BkashUnreachable, type BkashClient, type BkashPayment } from './bkash-client';
import { PaymentsRepository, type PaymentDoc } from './payments.repository';
import { payOrGiveBack, settleOnce, type Claim, type GatewaySide } from './settling';

/** bKash's amounts are strings ("2580", "2580.00"). */
const amountOf = (value: string | undefined): number => (value === undefined ? NaN : Number(value));

export const summary = (order: Order): PaymentResult['order'] => ({
  key: order.key,
  reference: order.reference,
  total: order.total,
  status: order.status,
  ...(order.payment.payBy ? { payBy: order.payment.payBy } : {}),
});

/** An order that can be paid online now (404 / 409 otherwise). */
export async function payableOrder(
  orders: OnlineOrders,
  key: string,
  paymentType: Order['payment']['paymentType'],
): Promise<Order> {
  const order = await orders.byKey(key);
  if (!order || order.payment.paymentType !== paymentType) throw notFound('Order');
  if (order.status !== 'awaiting_payment')
    throw new AppError(
      'conflict',
      says(order.status === 'cancelled' ? 'payments.orderExpired' : 'payments.orderPaid', {
        reference: order.reference,
      }),
    );
  return order;
}

/**
 * What the customer's return page says of a payment: from the shop's records (the payment and
 * its order), and the gateway's word on where it sent the customer (a cancel or a failure only
 * says so while nothing was paid).
 */
export function resultOf(
  order: Order,
  payment: PaymentDoc,
  returned: 'success' | 'failure' | 'cancel',
): PaymentResult['result'] {
  const paidByIt = order.payment.paymentID === payment._id;
  if (payment.state === 'review' || (paidByIt && order.status === 'payment_review')) return 'review';
  if (
    payment.state === 'completed' ||
    (order.payment.paymentID && order.status !== 'awaiting_payment' && order.status !== 'cancelled')
  )
    return 'paid';
  if (order.status === 'cancelled') return 'expired';
  if (returned === 'cancel' || payment.state === 'cancelled') return 'cancelled';
  if (
    returned === 'failure' ||
    payment.state === 'failed' ||
    payment.state === 'refunded' ||
    payment.state === 'flagged'
  )
    return 'failed';
  return 'checking';
}

export interface BkashDeps {
  orders: OnlineOrders;
  client: BkashClient;
  /** Where bKash sends the customer back: the checkout's return page. */
  callbackURL: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * Online payment with bKash Tokenized Checkout. Each payment is settled exactly once: a request
 * claims it in the store (one conditional update) before it calls `execute`; a lost answer is
 * followed by `payment/status`; the order is marked paid by one conditional update while it
 * still awaits payment, and only for bKash's Completed with the order's total and reference.
 * Money that cannot pay the order (a wrong amount, an order already paid or expired) is refunded,
 * or flagged on the order for an admin when the refund fails: never kept silently.
 */
export class BkashPayments {
  readonly repo: PaymentsRepository;
  private readonly side: GatewaySide;

  constructor(
    store: Store,
    private readonly deps: BkashDeps,
  ) {
    this.repo = new PaymentsRepository(store, 'bkash');
    this.side = {
      repo: this.repo,
      orders: deps.orders,
      logger: deps.logger,
      label: 'bKash',
      refund: async (claim, trxID, amount, why) => {
        const refund = await deps.client.refund({
          paymentID: claim._id,
          trxID,
          amount,
          sku: claim.reference,
          reason: why,
        });
        return { ...(refund.refundTrxID ? { ref: refund.refundTrxID } : {}) };
      },
    };
  }

  /** Creates a bKash payment for an order awaiting payment (again, after a failure or a cancel). */
  async start(key: string): Promise<BkashCheckout> {
    const order = await payableOrder(this.deps.orders, key, 'bKash Online');
    let created;
    try {
      created = await this.deps.client.create({
        amount: order.total,
        invoice: order.reference,
        payerReference: order.customer.mobileNumber,
        callbackURL: this.deps.callbackURL,
      });
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message, reference: order.reference }, 'bKash create failed');
      throw new AppError('unavailable', 'payments.bkashNotAnswering');
    }
    await this.repo.insert({
      _id: created.paymentID,
      orderId: order._id,
      reference: order.reference,
      amount: order.total,
    });
    return { paymentID: created.paymentID, bkashURL: created.bkashURL };
  }

  /**
   * The customer is back from bKash. `success`: settle the payment (execute it once, or ask its
   * status); `failure`/`cancel`: nothing is settled (a forged cancel cannot undo a payment: the
   * answer always comes from the store). Repeats answer the same.
   */
  async callback({ paymentID, status }: BkashCallbackQuery): Promise<PaymentResult> {
    const payment = await this.repo.find(paymentID);
    if (!payment) throw notFound('Payment');
    if (status === 'success') await this.settle(payment);
    const order = await this.deps.orders.byId(payment.orderId);
    if (!order) throw notFound('Order');
    const now = (await this.repo.find(paymentID)) ?? payment;
    return { result: resultOf(order, now, status), order: summary(order) };
  }

  /** Settles a payment once: executes it (or, for a claim taken over, asks its status) and applies bKash's answer. */
  settle(payment: PaymentDoc): Promise<void> {
    return settleOnce(
      this.repo,
      payment._id,
      (claim) => this.ask(claim._id, claim.takenOver),
      (claim, answer) => this.apply(claim, answer),
    );
  }

  /**
   * bKash's word on a claimed payment: `execute`; when its answer is lost or refused,
   * `payment/status` (a refusal such as "already executed" may hide a completed payment); only
   * `payment/status` when the claim was taken over. Null while the outcome is not known.
   */
  private async ask(paymentID: string, takenOver: boolean): Promise<BkashPayment | null> {
    const bkash = this.deps.client;
    let refused: string | undefined;
    if (!takenOver) {
      try {
        return await bkash.execute(paymentID);
      } catch (e) {
        if (!(e instanceof BkashUnreachable) && !(e instanceof BkashRefusal)) throw e;
        if (e instanceof BkashRefusal) refused = e.statusCode;
        this.deps.logger.warn(
          { err: e.message, paymentID },
          'bKash execute: no clear answer, asking its status',
        );
      }
    }
    let status: BkashPayment;
    try {
      status = await bkash.status(paymentID);
    } catch (e) {
      if (e instanceof BkashUnreachable) return null;
      if (e instanceof BkashRefusal) return { paymentID, transactionStatus: `refused ${e.statusCode}` };
      throw e;
    }
    // execute refused: bKash's status decides (Completed: an earlier execute took it; Failed: no
    // balance, a wrong PIN…; Initiated: the payer has not confirmed yet, the payment stays open)
    if (refused)
      this.deps.logger.info(
        { paymentID, refused, status: status.transactionStatus },
        'bKash execute refused',
      );
    return status;
  }

  /** Applies bKash's answer to a claimed payment and its order. */
  private async apply(claim: Claim, answer: BkashPayment): Promise<void> {
    if (answer.transactionStatus === 'Initiated' || answer.transactionStatus === 'Pending Authorized') {
      // not executed yet (the customer may still be on bKash's page): ask again later
      await this.repo.release(claim._id, claim.claimedAt);
      return;
    }
    if (answer.transactionStatus !== 'Completed' || !answer.trxID) {
      await this.repo.settle(claim._id, claim.claimedAt, { state: 'failed', note: answer.transactionStatus });
      return;
    }
    const paidAmount = amountOf(answer.amount);
    await payOrGiveBack(this.side, claim, {
      trxID: answer.trxID,
      amount: paidAmount,
      matches: paidAmount === claim.amount && answer.merchantInvoiceNumber === claim.reference,
      mismatch: `bKash took ${answer.amount ?? '?'} for ${answer.merchantInvoiceNumber ?? '?'}, not ${claim.amount} for ${claim.reference}`,
    });
  }
}
