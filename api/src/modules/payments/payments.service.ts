import type {
  BkashCheckout,
  BkashCallbackQuery,
  Order,
  PaymentMethods,
  PaymentResult,
  PaymentType,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/http/errors';
import type { OnlineOrders } from '../orders/orders.service';
import { BkashRefusal, BkashUnreachable, type BkashClient, type BkashPayment } from './bkash-client';
import { PaymentsRepository, type BkashPaymentDoc } from './payments.repository';
import type { Store } from '../../lib/store/store';

export interface PaymentsDeps {
  orders: OnlineOrders;
  /** bKash Tokenized Checkout; undefined when the shop has not configured it. */
  bkash: BkashClient | undefined;
  /** Where bKash sends the customer back: the checkout's return page. */
  callbackURL: string;
  onlinePaymentMinutes: number;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** How long a callback waits for another request that is settling the same payment. */
const WAIT_FOR_SETTLING_MS = 8_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** bKash's amounts are strings ("2580", "2580.00"). */
const amountOf = (value: string | undefined): number => (value === undefined ? NaN : Number(value));

const summary = (order: Order): PaymentResult['order'] => ({
  key: order.key,
  reference: order.reference,
  total: order.total,
  status: order.status,
  ...(order.payment.payBy ? { payBy: order.payment.payBy } : {}),
});

/**
 * Online payment with bKash Tokenized Checkout. Each payment is settled exactly once: a request
 * claims it in the store (one conditional update) before it calls `execute`; a lost answer is
 * followed by `payment/status`; the order is marked paid by one conditional update while it
 * still awaits payment, and only for bKash's Completed with the order's total and reference.
 * Money that cannot pay the order (a wrong amount, an order already paid or expired) is refunded,
 * or flagged on the order for an admin when the refund fails: never kept silently.
 */
export class PaymentsService {
  private readonly repo: PaymentsRepository;

  constructor(
    store: Store,
    private readonly deps: PaymentsDeps,
  ) {
    this.repo = new PaymentsRepository(store);
  }

  methods(): PaymentMethods {
    const methods: PaymentType[] = ['Cash on Delivery', 'bKash'];
    if (this.deps.bkash) methods.push('bKash Online');
    return { methods, onlinePaymentMinutes: this.deps.onlinePaymentMinutes };
  }

  private client(): BkashClient {
    if (!this.deps.bkash)
      throw new AppError(
        'unavailable',
        'bKash payment is not available right now. Please choose Cash on Delivery',
      );
    return this.deps.bkash;
  }

  /** Creates a bKash payment for an order awaiting payment (again, after a failure or a cancel). */
  async start(key: string): Promise<BkashCheckout> {
    const bkash = this.client();
    const order = await this.deps.orders.byKey(key);
    if (!order || order.payment.paymentType !== 'bKash Online')
      throw new AppError('not_found', 'Order not found');
    if (order.status !== 'awaiting_payment')
      throw new AppError(
        'conflict',
        order.status === 'cancelled'
          ? `Order ${order.reference} was cancelled: it was not paid in time`
          : `Order ${order.reference} is already paid`,
      );
    let created;
    try {
      created = await bkash.create({
        amount: order.total,
        invoice: order.reference,
        payerReference: order.customer.mobileNumber,
        callbackURL: this.deps.callbackURL,
      });
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message, reference: order.reference }, 'bKash create failed');
      throw new AppError('unavailable', 'bKash is not answering right now. Please try again in a moment');
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
    if (!payment) throw new AppError('not_found', 'Payment not found');
    if (status === 'success') await this.settle(payment);
    const order = await this.deps.orders.byId(payment.orderId);
    if (!order) throw new AppError('not_found', 'Order not found');
    const now = (await this.repo.find(paymentID)) ?? payment;
    return { result: this.resultOf(order, now, status), order: summary(order) };
  }

  private resultOf(
    order: Order,
    payment: BkashPaymentDoc,
    status: BkashCallbackQuery['status'],
  ): PaymentResult['result'] {
    if (
      payment.state === 'completed' ||
      (order.payment.paymentID && order.status !== 'awaiting_payment' && order.status !== 'cancelled')
    )
      return 'paid';
    if (order.status === 'cancelled') return 'expired';
    if (status === 'cancel') return 'cancelled';
    if (
      status === 'failure' ||
      payment.state === 'failed' ||
      payment.state === 'refunded' ||
      payment.state === 'flagged'
    )
      return 'failed';
    return 'checking';
  }

  /**
   * Settles a payment once: claims it, executes it (or, for a claim taken over from a request
   * that died, asks its status), and applies what bKash says. Another request holding the claim
   * is waited for a few seconds; a claim whose outcome stays unknown is given back.
   */
  async settle(payment: BkashPaymentDoc): Promise<void> {
    const bkash = this.client();
    const deadline = Date.now() + WAIT_FOR_SETTLING_MS;
    for (;;) {
      const claim = await this.repo.claim(payment._id, new Date());
      if (claim) {
        let answer: BkashPayment | null;
        try {
          answer = await this.ask(bkash, claim._id, claim.takenOver);
        } catch (e) {
          await this.repo.release(claim._id, claim.claimedAt!);
          throw e;
        }
        if (answer === null) {
          await this.repo.release(claim._id, claim.claimedAt!);
          return;
        }
        await this.apply(claim, answer);
        return;
      }
      const held = await this.repo.find(payment._id);
      if (!held || held.state !== 'executing' || Date.now() > deadline) return;
      await sleep(50);
    }
  }

  /**
   * bKash's word on a claimed payment: `execute`; when its answer is lost or refused,
   * `payment/status` (a refusal such as "already executed" may hide a completed payment); only
   * `payment/status` when the claim was taken over. Null while the outcome is not known.
   */
  private async ask(bkash: BkashClient, paymentID: string, takenOver: boolean): Promise<BkashPayment | null> {
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
  private async apply(claim: BkashPaymentDoc, answer: BkashPayment): Promise<void> {
    const claimedAt = claim.claimedAt!;
    if (answer.transactionStatus === 'Initiated' || answer.transactionStatus === 'Pending Authorized') {
      // not executed yet (the customer may still be on bKash's page): ask again later
      await this.repo.release(claim._id, claimedAt);
      return;
    }
    if (answer.transactionStatus !== 'Completed' || !answer.trxID) {
      await this.repo.settle(claim._id, claimedAt, { state: 'failed', note: answer.transactionStatus });
      return;
    }
    const paidAmount = amountOf(answer.amount);
    const order = await this.deps.orders.byId(claim.orderId);
    const paid = {
      paymentID: claim._id,
      trxID: answer.trxID,
      amount: paidAmount,
      paidAt: new Date().toISOString(),
    };
    const matches =
      order !== null &&
      paidAmount === order.total &&
      paidAmount === claim.amount &&
      answer.merchantInvoiceNumber === order.reference;
    if (order && matches) {
      const moved = await this.deps.orders.markPaid(order, paid);
      if (moved) {
        await this.repo.settle(claim._id, claimedAt, { state: 'completed', trxID: answer.trxID, paidAmount });
        this.deps.logger.info({ reference: order.reference, paymentID: claim._id }, 'order paid with bKash');
        return;
      }
    }
    // the money cannot pay this order: it was not the order's amount or reference, or the order
    // was paid by another payment or cancelled at its deadline meanwhile
    const now = order && (await this.deps.orders.byId(order._id));
    if (now && now.payment.paymentID === claim._id) {
      // this very payment paid it (a request that died after the order's write): done
      await this.repo.settle(claim._id, claimedAt, { state: 'completed', trxID: answer.trxID, paidAmount });
      return;
    }
    const why = !matches
      ? `bKash took ${answer.amount ?? '?'} for ${answer.merchantInvoiceNumber ?? '?'}, not ${claim.amount} for ${claim.reference}`
      : now?.status === 'cancelled'
        ? 'the payment came after the order was cancelled unpaid'
        : 'the order was already paid by another payment';
    await this.giveBack(claim, claimedAt, answer.trxID, paidAmount, why);
  }

  /** Refunds money that cannot pay its order; flags it on the order for an admin when the refund fails. */
  private async giveBack(
    claim: BkashPaymentDoc,
    claimedAt: string,
    trxID: string,
    amount: number,
    why: string,
  ) {
    const bkash = this.client();
    try {
      const refund = await bkash.refund({
        paymentID: claim._id,
        trxID,
        amount,
        sku: claim.reference,
        reason: why.slice(0, 200),
      });
      await this.repo.settle(claim._id, claimedAt, {
        state: 'refunded',
        trxID,
        paidAmount: amount,
        note: why,
      });
      await this.deps.orders.notePayment(claim.orderId, {
        refund: {
          amount,
          ...(refund.refundTrxID ? { refundTrxID: refund.refundTrxID } : {}),
          at: new Date().toISOString(),
        },
      });
      this.deps.logger.warn(
        { reference: claim.reference, paymentID: claim._id, why },
        'bKash payment refunded',
      );
    } catch (e) {
      const flagged = `bKash payment ${claim._id} (TrxID ${trxID}, BDT ${amount}) was taken but not refunded: ${why}. Refund it from the bKash merchant panel.`;
      await this.repo.settle(claim._id, claimedAt, {
        state: 'flagged',
        trxID,
        paidAmount: amount,
        note: why,
      });
      await this.deps.orders.notePayment(claim.orderId, { flagged });
      this.deps.logger.error(
        { reference: claim.reference, paymentID: claim._id, err: (e as Error).message },
        flagged,
      );
    }
  }

  /**
   * The sweeper's round: every order past its deadline is first reconciled (each open payment's
   * status asked of bKash: a payment the customer completed but whose callback never came pays
   * it), then cancelled unpaid with its stock given back. The deadlines are in the store, so a
   * restart loses none. Answers how many orders were cancelled.
   */
  async sweep(now = new Date(), batch = 50): Promise<number> {
    let cancelled = 0;
    for (const order of await this.deps.orders.due(now, batch)) {
      if (this.deps.bkash) {
        for (const payment of await this.repo.open(order._id)) {
          try {
            await this.settle(payment);
          } catch (e) {
            this.deps.logger.warn(
              { err: (e as Error).message, paymentID: payment._id },
              'bKash reconcile failed',
            );
          }
        }
      }
      if (await this.deps.orders.expire(order, now)) cancelled += 1;
    }
    return cancelled;
  }
}
