import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaymentResult } from '@tyre/contracts';
import { LoadState, useApi, useCartActions, useFormat } from '@tyre/web-kit';
import { getOrder } from '../../../api/get-order';
import { usePaymentMessages, type GatewayTexts, type PaymentMessages } from '../payment-messages';
import './payment.css';

export type Outcome = PaymentResult['result'] | 'unpaid';
type Summary = PaymentResult['order'];
export type Gateway = 'bkash' | 'sslcommerz';

/** How often, and how many times, a payment still being checked is asked about again. */
const CHECK_AGAIN_MS = 3000;
const CHECKS = 5;

/** What a return page asks of the API: the gateway's result from the page's address, or null for none. */
export type AskResult = (params: URLSearchParams, signal: AbortSignal) => Promise<PaymentResult> | null;

/** The result the page's address names (the gateway's return), or the order by its key, or nothing. */
async function load(
  ask: AskResult,
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<{ outcome: Outcome; order: Summary } | null> {
  const asked = ask(params, signal);
  if (asked) {
    const answer = await asked;
    return { outcome: answer.result, order: answer.order };
  }
  const key = params.get('order');
  if (!key) return null;
  const order = await getOrder(key, signal);
  const outcome: Outcome =
    order.status === 'awaiting_payment'
      ? 'unpaid'
      : order.status === 'cancelled'
        ? 'expired'
        : order.status === 'payment_review'
          ? 'review'
          : 'paid';
  return {
    outcome,
    order: {
      key: order.key,
      reference: order.reference,
      total: order.total,
      status: order.status,
      ...(order.payment.payBy ? { payBy: order.payment.payBy } : {}),
    },
  };
}

function texts(
  t: PaymentMessages,
  g: GatewayTexts,
  outcome: Outcome,
): { title: string; text: string; tone: string } {
  switch (outcome) {
    case 'paid':
      return { title: t.paidTitle, text: t.paidText, tone: 'ok' };
    case 'review':
      return { title: t.reviewTitle, text: t.reviewText, tone: 'ok' };
    case 'failed':
      return { title: t.failedTitle, text: t.failedText, tone: 'danger' };
    case 'cancelled':
      return { title: t.cancelledTitle, text: t.cancelledText, tone: 'danger' };
    case 'checking':
      return { title: t.checkingTitle, text: g.checkingText, tone: 'wait' };
    case 'expired':
      return { title: t.expiredTitle, text: g.expiredText, tone: 'danger' };
    case 'unpaid':
      return { title: t.unpaidTitle, text: t.failedText, tone: 'wait' };
  }
}

function Result({
  outcome,
  order,
  reload,
  texts: g,
  payAgain,
}: {
  outcome: Outcome;
  order: Summary;
  reload: () => void;
  texts: GatewayTexts;
  /** Starts a new payment of the order: the gateway's page to send the customer to. */
  payAgain: (key: string) => Promise<string>;
}) {
  const t = usePaymentMessages();
  const { price, date } = useFormat();
  const { clear } = useCartActions();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const { title, text, tone } = texts(t, g, outcome);
  const canPay = order.status === 'awaiting_payment' && outcome !== 'checking';
  const paid = outcome === 'paid' || outcome === 'review';

  // paid: the cart that made this order is done with (once)
  const cleared = useRef(false);
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    clear();
  }, [paid, clear]);

  const again = async () => {
    setStarting(true);
    setStartFailed(false);
    try {
      window.location.assign(await payAgain(order.key));
    } catch {
      setStartFailed(true);
      setStarting(false);
    }
  };

  return (
    <div
      className={`kit-panel payment-result payment-result--${tone}`}
      data-testid="payment-result"
      data-outcome={outcome}
    >
      <h2 className="payment-result__title" role="status">
        {title}
      </h2>
      <p>{text}</p>
      <dl className="payment-result__facts">
        <dt>{t.reference}</dt>
        <dd data-testid="order-reference">{order.reference}</dd>
        <dt>{t.total}</dt>
        <dd>{price(order.total)}</dd>
      </dl>
      {canPay && order.payBy && (
        <p className="payment-result__deadline">
          {t.payBy(date(order.payBy, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }))}
        </p>
      )}
      {startFailed && (
        <p className="kit-form__error" role="alert">
          {g.startFailed}
        </p>
      )}
      <div className="payment-result__actions">
        {canPay && (
          <button
            type="button"
            className="kit-button kit-button--accent"
            onClick={again}
            disabled={starting}
            aria-busy={starting}
          >
            {starting ? g.redirecting : g.payAgain}
          </button>
        )}
        {canPay && (
          <Link to="/order" className="kit-button kit-button--ghost">
            {t.switchToCod}
          </Link>
        )}
        {outcome === 'checking' && (
          <button type="button" className="kit-button" onClick={reload}>
            {t.checkAgain}
          </button>
        )}
        {paid && (
          <>
            <Link to={`/invoice/${order.key}`} className="kit-button">
              {t.invoice}
            </Link>
            <Link
              to={`/track?ref=${encodeURIComponent(order.reference)}`}
              className="kit-button kit-button--ghost"
            >
              {t.track}
            </Link>
          </>
        )}
        {outcome === 'expired' && (
          <Link to="/order" className="kit-button">
            {t.switchToCod}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * A gateway's return page: what happened to the payment (paid, held for review, failed,
 * cancelled, still being checked — asked again a few times — or too late), with pay again, or
 * Cash on Delivery instead. The result comes from the API (the shop's records and the gateway's
 * own word), never from the address alone.
 */
export function PaymentReturn({
  gateway,
  ask,
  payAgain,
}: {
  gateway: Gateway;
  ask: AskResult;
  payAgain: (key: string) => Promise<string>;
}) {
  const t = usePaymentMessages();
  const g = t.gateways[gateway];
  const [params] = useSearchParams();
  const result = useApi(`${gateway}-return:${params.toString()}`, (signal) => load(ask, params, signal));
  const [checks, setChecks] = useState(0);
  const checking = result.data?.outcome === 'checking';

  useEffect(() => {
    if (!checking || checks >= CHECKS) return;
    const timer = setTimeout(() => {
      setChecks((n) => n + 1);
      result.reload();
    }, CHECK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [checking, checks, result]);

  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{g.title}</h1>
      <LoadState state={result}>
        {(found) =>
          found ? (
            <Result
              outcome={found.outcome}
              order={found.order}
              reload={result.reload}
              texts={g}
              payAgain={payAgain}
            />
          ) : (
            <div className="kit-empty">
              <p className="kit-empty__title">{t.noPaymentTitle}</p>
              <p>{g.noPaymentText}</p>
              <Link to="/products" className="kit-button">
                {t.shopMore}
              </Link>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
