import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaymentResult } from '@tyre/contracts';
import { BKASH_CALLBACK_STATUSES } from '@tyre/contracts/constants';
import { LoadState, Messages, useApi, useCartActions, useFormat } from '@tyre/web-kit';
import { getOrder } from '../../../api/get-order';
import { startBkashPayment } from '../../../api/start-bkash-payment';
import { getBkashResult } from '../api/get-bkash-result';
import { paymentDictionary } from '../messages/dictionary';
import { usePaymentMessages, type PaymentMessages } from '../payment-messages';
import './payment.css';

type Outcome = PaymentResult['result'] | 'unpaid';
type Summary = PaymentResult['order'];

/** How often, and how many times, a payment still being checked is asked about again. */
const CHECK_AGAIN_MS = 3000;
const CHECKS = 5;

const isStatus = (v: string | null): v is (typeof BKASH_CALLBACK_STATUSES)[number] =>
  (BKASH_CALLBACK_STATUSES as readonly string[]).includes(v ?? '');

/** What the return page asks: bKash's callback (paymentID and status), or an order by its key. */
async function load(
  paymentID: string | null,
  status: string | null,
  key: string | null,
  signal: AbortSignal,
): Promise<{ outcome: Outcome; order: Summary } | null> {
  if (paymentID && isStatus(status)) {
    const answer = await getBkashResult({ paymentID, status }, signal);
    return { outcome: answer.result, order: answer.order };
  }
  if (!key) return null;
  const order = await getOrder(key, signal);
  const outcome: Outcome =
    order.status === 'awaiting_payment' ? 'unpaid' : order.status === 'cancelled' ? 'expired' : 'paid';
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

function texts(t: PaymentMessages, outcome: Outcome): { title: string; text: string; tone: string } {
  switch (outcome) {
    case 'paid':
      return { title: t.paidTitle, text: t.paidText, tone: 'ok' };
    case 'failed':
      return { title: t.failedTitle, text: t.failedText, tone: 'danger' };
    case 'cancelled':
      return { title: t.cancelledTitle, text: t.cancelledText, tone: 'danger' };
    case 'checking':
      return { title: t.checkingTitle, text: t.checkingText, tone: 'wait' };
    case 'expired':
      return { title: t.expiredTitle, text: t.expiredText, tone: 'danger' };
    case 'unpaid':
      return { title: t.unpaidTitle, text: t.failedText, tone: 'wait' };
  }
}

function Result({ outcome, order, reload }: { outcome: Outcome; order: Summary; reload: () => void }) {
  const t = usePaymentMessages();
  const { price, date } = useFormat();
  const { clear } = useCartActions();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const { title, text, tone } = texts(t, outcome);
  const canPay = order.status === 'awaiting_payment' && outcome !== 'checking';

  // paid: the cart that made this order is done with (once)
  const cleared = useRef(false);
  useEffect(() => {
    if (outcome !== 'paid' || cleared.current) return;
    cleared.current = true;
    clear();
  }, [outcome, clear]);

  const payAgain = async () => {
    setStarting(true);
    setStartFailed(false);
    try {
      window.location.assign((await startBkashPayment(order.key)).bkashURL);
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
          {t.startFailed}
        </p>
      )}
      <div className="payment-result__actions">
        {canPay && (
          <button
            type="button"
            className="kit-button kit-button--accent"
            onClick={payAgain}
            disabled={starting}
            aria-busy={starting}
          >
            {starting ? t.redirecting : t.payAgain}
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
        {outcome === 'paid' && (
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
 * /payment/bkash: where bKash sends the customer back (`?paymentID=…&status=success|failure|cancel`),
 * or where the checkout sends one whose payment could not start (`?order=<key>`). Says what
 * happened — paid, failed, cancelled, still being checked (asked again a few times), or too late —
 * with pay again, or Cash on Delivery instead.
 */
/** With the page's text (its own dictionary, loaded with this chunk). */
export function BkashReturnPage() {
  return (
    <Messages dictionary={paymentDictionary}>
      <BkashReturnScreen />
    </Messages>
  );
}

function BkashReturnScreen() {
  const t = usePaymentMessages();
  const [params] = useSearchParams();
  const paymentID = params.get('paymentID');
  const status = params.get('status');
  const key = params.get('order');
  const result = useApi(`bkash-return:${paymentID}:${status}:${key}`, (signal) =>
    load(paymentID, status, key, signal),
  );
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
      <h1 className="kit-page__title">{t.title}</h1>
      <LoadState state={result}>
        {(found) =>
          found ? (
            <Result outcome={found.outcome} order={found.order} reload={result.reload} />
          ) : (
            <div className="kit-empty">
              <p className="kit-empty__title">{t.noPaymentTitle}</p>
              <p>{t.noPaymentText}</p>
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
