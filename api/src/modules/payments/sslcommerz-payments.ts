import { randomBytes } from 'node:crypto';
import {
  sslcommerzTranIdSchema,
  type PaymentResult,
  type SslcommerzCheckout,
  type SslcommerzReturnStatus,
} from '@tyre/contracts';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import type { OnlineOrders } from '../orders/orders.service';
import { payableOrder, resultOf, summary } from './bkash-payments';
import { PaymentsRepository, type PaymentDoc } from './payments.repository';
import { payOrGiveBack, settleOnce, type Claim, type GatewaySide } from './settling';
import {
  SslcommerzRefusal,
  SslcommerzUnreachable,
  type SslcommerzClient,
  type SslcommerzTransaction,
} from './sslcommerz-client';

/** A transaction SSLCommerz says was paid (validated now, or before). */
const isValid = (t: SslcommerzTransaction) => t.status === 'VALID' || t.status === 'VALIDATED';
/** What SSLCommerz says of a transaction that moved no money, and will not. */
const CLOSED: Record<string, 'failed' | 'cancelled'> = {
  FAILED: 'failed',
  EXPIRED: 'failed',
  CANCELLED: 'cancelled',
  UNATTEMPTED: 'cancelled',
};

/** SSLCommerz's word on a claimed payment: the paid transaction, or that none was made. */
type Word = { paid: SslcommerzTransaction } | { closed: 'failed' | 'cancelled'; note: string };

export interface SslcommerzDeps {
  orders: OnlineOrders;
  client: SslcommerzClient;
  /** The shop's address (PUBLIC_ORIGIN): the checkout's return page is there. */
  publicOrigin: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** The customer's address as SSLCommerz takes it (its mandatory fields filled from the order). */
function customerOf(order: Awaited<ReturnType<OnlineOrders['byId']>> & object, publicOrigin: string) {
  const c = order.customer;
  return {
    name: c.name.slice(0, 50),
    // SSLCommerz e-mails its receipt here; it needs an address, and a customer may have given none
    email: c.email ?? `no-reply@${new URL(publicOrigin).hostname}`,
    address: c.address.slice(0, 50),
    city: (c.town || c.thana).slice(0, 50),
    state: c.district,
    // SSLCommerz needs a post code; 0000 says it was not given
    postcode: c.postCode ?? '0000',
    phone: c.mobileNumber,
  };
}

/**
 * Online payment through SSLCommerz's hosted page (cards, mobile and internet banking). The
 * shop believes nothing the browser brings back: the success, fail and cancel posts and the IPN
 * only name the transaction; each settles it by asking SSLCommerz (the validation API by
 * `val_id`, and the transaction query by `tran_id` when that is not this transaction's, or not
 * paid, or the claim was taken over from a request that died). A payment is settled once under a
 * claim in the store; it pays its order only for status VALID or VALIDATED with the order's
 * amount in BDT and its `tran_id`, and holds it for review when SSLCommerz's risk level is 1.
 */
export class SslcommerzPayments {
  readonly repo: PaymentsRepository;
  private readonly side: GatewaySide;

  constructor(
    store: Store,
    private readonly deps: SslcommerzDeps,
  ) {
    this.repo = new PaymentsRepository(store, 'sslcommerz');
    this.side = {
      repo: this.repo,
      orders: deps.orders,
      logger: deps.logger,
      label: 'SSLCommerz',
      refund: async (claim, trxID, amount, why) => {
        const refund = await deps.client.refund({
          bankTranId: trxID,
          refundTransId: `R${claim._id}`.slice(0, 30),
          amount,
          remarks: why,
          refeId: claim.reference,
        });
        if (refund.status !== 'success' && refund.status !== 'processing')
          throw new SslcommerzRefusal(`refund ${refund.status}: ${refund.errorReason ?? ''}`);
        return { ...(refund.refund_ref_id ? { ref: refund.refund_ref_id } : {}) };
      },
    };
  }

  /**
   * Opens an SSLCommerz session for an order awaiting payment (again, after a failure or a
   * cancel): a new transaction each time. `apiBase` is where SSLCommerz posts back (the API as
   * the internet reaches it, up to and including /api/v1).
   */
  async start(key: string, apiBase: string): Promise<SslcommerzCheckout> {
    const order = await payableOrder(this.deps.orders, key, 'SSLCommerz');
    const tranId = `SC${randomBytes(12).toString('hex')}`;
    // recorded first: an IPN that comes before the answer finds its payment
    await this.repo.insert({
      _id: tranId,
      orderId: order._id,
      reference: order.reference,
      amount: order.total,
    });
    const titles = order.items.map((line) => line.title);
    try {
      const session = await this.deps.client.session({
        tranId,
        amount: order.total,
        successUrl: `${apiBase}/payments/sslcommerz/success`,
        failUrl: `${apiBase}/payments/sslcommerz/fail`,
        cancelUrl: `${apiBase}/payments/sslcommerz/cancel`,
        ipnUrl: `${apiBase}/payments/sslcommerz/ipn`,
        customer: customerOf(order, this.deps.publicOrigin),
        items: order.items.reduce((sum, line) => sum + line.quantity, 0),
        productName: titles.join(', ').slice(0, 250),
        reference: order.reference,
      });
      return { tranId, gatewayPageURL: session.gatewayPageURL };
    } catch (e) {
      this.deps.logger.warn(
        { err: (e as Error).message, reference: order.reference },
        'SSLCommerz session failed',
      );
      if (e instanceof SslcommerzRefusal) await this.repo.close(tranId, 'failed', (e as Error).message);
      throw new AppError('unavailable', 'payments.cardNotAnswering');
    }
  }

  /**
   * SSLCommerz's page posted its form back (the browser) or its server posted an IPN: the named
   * transaction is settled by asking SSLCommerz. Answers the payment, or null for a transaction
   * this shop never made.
   */
  async heard(tranId: string | undefined, valId: string | undefined): Promise<PaymentDoc | null> {
    if (!tranId || !sslcommerzTranIdSchema.safeParse(tranId).success) return null;
    const payment = await this.repo.find(tranId);
    if (!payment) return null;
    if (payment.state === 'created' || payment.state === 'executing') {
      try {
        await this.settle(payment, valId);
      } catch (e) {
        this.deps.logger.warn(
          { err: (e as Error).message, tranId },
          'SSLCommerz: could not settle the payment',
        );
      }
    }
    return (await this.repo.find(tranId)) ?? payment;
  }

  /** Where the customer goes after SSLCommerz's post: the checkout's return page. */
  returnPage(tranId: string | undefined, status: SslcommerzReturnStatus, known: boolean): string {
    const page = `${this.deps.publicOrigin}/payment/sslcommerz`;
    return known && tranId ? `${page}?tran_id=${encodeURIComponent(tranId)}&status=${status}` : page;
  }

  /**
   * What the return page shows: from the store; a payment not settled yet is settled now, by
   * asking SSLCommerz about its transaction (the browser's word alone decides nothing).
   */
  async result(tranId: string, status: SslcommerzReturnStatus): Promise<PaymentResult> {
    const payment = await this.repo.find(tranId);
    if (!payment) throw notFound('Payment');
    const now = (await this.heard(tranId, undefined)) ?? payment;
    const order = await this.deps.orders.byId(payment.orderId);
    if (!order) throw notFound('Order');
    return {
      result: resultOf(order, now, status === 'fail' ? 'failure' : status),
      order: summary(order),
    };
  }

  /** Settles a payment once (see the class). */
  settle(payment: PaymentDoc, valId?: string): Promise<void> {
    return settleOnce(
      this.repo,
      payment._id,
      (claim) => this.ask(claim, valId),
      (claim, word) => this.apply(claim, word),
    );
  }

  /**
   * SSLCommerz's word on a claimed payment: the validation API for the `val_id` heard (when it is
   * this transaction's and paid); else the transaction query by `tran_id`, its paid attempt
   * validated by its own `val_id`. Null while SSLCommerz does not answer or the payment is open.
   */
  private async ask(claim: Claim, valId: string | undefined): Promise<Word | null> {
    const client = this.deps.client;
    try {
      if (valId && !claim.takenOver) {
        const validated = await client.validate(valId);
        if (isValid(validated) && validated.tran_id === claim._id) return { paid: validated };
      }
      const attempts = await client.byTranId(claim._id);
      const paid = attempts.find(isValid);
      if (paid) {
        const validated = paid.val_id ? await client.validate(paid.val_id) : paid;
        return { paid: isValid(validated) && validated.tran_id === claim._id ? validated : paid };
      }
      const closed = attempts.length > 0 && attempts.every((t) => CLOSED[t.status]);
      if (closed) {
        const last = attempts.at(-1)!;
        return { closed: CLOSED[last.status]!, note: last.status };
      }
      return null;
    } catch (e) {
      if (e instanceof SslcommerzUnreachable || e instanceof SslcommerzRefusal) {
        this.deps.logger.warn({ err: e.message, tranId: claim._id }, 'SSLCommerz: no clear answer');
        return null;
      }
      throw e;
    }
  }

  /** Applies SSLCommerz's word to a claimed payment and its order. */
  private async apply(claim: Claim, word: Word): Promise<void> {
    if ('closed' in word) {
      await this.repo.settle(claim._id, claim.claimedAt, { state: word.closed, note: word.note });
      return;
    }
    const t = word.paid;
    const amount = Number(t.amount);
    const currency = t.currency ?? 'BDT';
    const risky = t.risk_level === '1';
    await payOrGiveBack(this.side, claim, {
      trxID: t.bank_tran_id || t.val_id || claim._id,
      amount,
      matches:
        t.tran_id === claim._id &&
        amount === claim.amount &&
        currency === 'BDT' &&
        (t.currency_type ?? 'BDT') === 'BDT',
      mismatch: `SSLCommerz took ${t.amount ?? '?'} ${currency} for ${t.tran_id ?? '?'}, not ${claim.amount} BDT for ${claim._id}`,
      details: {
        ...(t.val_id ? { valId: t.val_id } : {}),
        ...(t.card_type ? { cardType: t.card_type } : {}),
        ...(t.card_brand ? { cardBrand: t.card_brand } : {}),
        ...(t.card_issuer ? { cardIssuer: t.card_issuer } : {}),
        risk: { level: Number(t.risk_level ?? 0), ...(t.risk_title ? { title: t.risk_title } : {}) },
      },
      settled: {
        ...(t.val_id ? { valId: t.val_id } : {}),
        ...(t.card_type ? { cardType: t.card_type } : {}),
        ...(t.card_brand ? { cardBrand: t.card_brand } : {}),
        riskLevel: Number(t.risk_level ?? 0),
        ...(t.risk_title ? { riskTitle: t.risk_title } : {}),
      },
      ...(risky ? { review: `SSLCommerz marked the payment risky (${t.risk_title || 'risk level 1'})` } : {}),
    });
  }
}
