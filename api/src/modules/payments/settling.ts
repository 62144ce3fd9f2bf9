// What both gateways do with a payment once the gateway has spoken: settle it once under a claim
// in the store, pay its order with one conditional update, or give the money back (refund it, or
// flag it on the order for an admin when the refund fails). Never kept silently.
import type { Logger } from 'pino';
import type { OnlineOrders } from '../orders/orders.service';
import type { PaidDetails } from '../orders/orders.repository';
import type { PaymentDoc, PaymentsRepository, Settled } from './payments.repository';

/** How long a request waits for another request that is settling the same payment. */
const WAIT_FOR_SETTLING_MS = 8_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Claim = PaymentDoc & { claimedAt: string; takenOver: boolean };

/**
 * Settles a payment once: claims it in the store (one conditional update), asks the gateway
 * (`ask`: null while the outcome is unknown, then the claim is given back) and applies its
 * answer. Another request holding the claim is waited for a few seconds; a claim whose process
 * died is taken over after a minute (`takenOver`: the taker asks the gateway's status, never acts
 * again).
 */
export async function settleOnce<A>(
  repo: PaymentsRepository,
  paymentID: string,
  ask: (claim: Claim) => Promise<A | null>,
  apply: (claim: Claim, answer: A) => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_SETTLING_MS;
  for (;;) {
    const taken = await repo.claim(paymentID, new Date());
    if (taken) {
      const claim = taken as Claim;
      let answer: A | null;
      try {
        answer = await ask(claim);
      } catch (e) {
        await repo.release(claim._id, claim.claimedAt);
        throw e;
      }
      if (answer === null) {
        await repo.release(claim._id, claim.claimedAt);
        return;
      }
      await apply(claim, answer);
      return;
    }
    const held = await repo.find(paymentID);
    if (!held || held.state !== 'executing' || Date.now() > deadline) return;
    await sleep(50);
  }
}

export interface Taken {
  /** The gateway's transaction id (bKash's trxID, SSLCommerz's bank_tran_id). */
  trxID: string;
  /** What the gateway took (whole BDT when it is a whole number). */
  amount: number;
  /** Whether the money is the order's: its total, reference or transaction id, and currency. */
  matches: boolean;
  /** What the gateway took, in words, when it does not match (for the log and the flag). */
  mismatch: string;
  /** What goes on the order's payment besides the ids and the amount. */
  details?: Partial<Omit<PaidDetails, 'paymentID' | 'trxID' | 'amount' | 'paidAt' | 'deliverBy'>>;
  /** What goes on the payment record besides its state. */
  settled?: Partial<Settled>;
  /** Why an admin must look at the payment before the order moves on (held in payment review). */
  review?: string;
}

export interface GatewaySide {
  repo: PaymentsRepository;
  orders: OnlineOrders;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** bKash, SSLCommerz: in the log and in the admin's flag. */
  label: string;
  /** Gives money back through the gateway (throws when it is refused or not answered). */
  refund(claim: Claim, trxID: string, amount: number, why: string): Promise<{ ref?: string }>;
}

/**
 * Money the gateway took for a claimed payment: pays its order (one conditional update while it
 * awaits payment, only when the money is the order's), or gives it back when it cannot pay it (a
 * wrong amount, an order paid by another payment or cancelled at its deadline meanwhile). A
 * payment that already paid its order (a request died after the order's write) is done.
 */
export async function payOrGiveBack(side: GatewaySide, claim: Claim, taken: Taken): Promise<void> {
  const { repo, orders, logger } = side;
  const order = await orders.byId(claim.orderId);
  const settled: Settled = {
    ...taken.settled,
    state: 'completed',
    trxID: taken.trxID,
    paidAmount: taken.amount,
  };
  if (order && taken.matches) {
    const moved = await orders.markPaid(
      order,
      {
        ...taken.details,
        paymentID: claim._id,
        trxID: taken.trxID,
        amount: taken.amount,
        paidAt: new Date().toISOString(),
      },
      taken.review,
    );
    if (moved) {
      await repo.settle(claim._id, claim.claimedAt, {
        ...settled,
        state: taken.review ? 'review' : 'completed',
      });
      logger.info(
        { reference: order.reference, paymentID: claim._id, review: taken.review },
        `order paid with ${side.label}`,
      );
      return;
    }
  }
  const now = order && (await orders.byId(order._id));
  if (now && now.payment.paymentID === claim._id) {
    // this very payment paid it (a request that died after the order's write): done
    await repo.settle(claim._id, claim.claimedAt, {
      ...settled,
      state: now.status === 'payment_review' ? 'review' : 'completed',
    });
    return;
  }
  const why = !taken.matches
    ? taken.mismatch
    : now?.status === 'cancelled'
      ? 'the payment came after the order was cancelled unpaid'
      : 'the order was already paid by another payment';
  await giveBack(side, claim, taken, why);
}

/** Refunds money that cannot pay its order; flags it on the order for an admin when the refund fails. */
async function giveBack(side: GatewaySide, claim: Claim, taken: Taken, why: string): Promise<void> {
  const { repo, orders, logger } = side;
  const keep: Settled = {
    ...taken.settled,
    state: 'refunded',
    trxID: taken.trxID,
    paidAmount: taken.amount,
    note: why,
  };
  try {
    const refund = await side.refund(claim, taken.trxID, taken.amount, why.slice(0, 200));
    await repo.settle(claim._id, claim.claimedAt, keep);
    await orders.notePayment(claim.orderId, {
      refund: {
        amount: taken.amount,
        ...(refund.ref ? { refundTrxID: refund.ref } : {}),
        at: new Date().toISOString(),
      },
    });
    logger.warn({ reference: claim.reference, paymentID: claim._id, why }, `${side.label} payment refunded`);
  } catch (e) {
    const flagged = `${side.label} payment ${claim._id} (transaction ${taken.trxID}, BDT ${taken.amount}) was taken but not refunded: ${why}. Refund it from the ${side.label} merchant panel.`;
    await repo.settle(claim._id, claim.claimedAt, { ...keep, state: 'flagged' });
    await orders.notePayment(claim.orderId, { flagged });
    logger.error({ reference: claim.reference, paymentID: claim._id, err: (e as Error).message }, flagged);
  }
}
