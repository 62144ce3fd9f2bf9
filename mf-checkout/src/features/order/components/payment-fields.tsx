import { isOnlinePaymentType, PAYMENT_TYPES, type PaymentType } from '@tyre/contracts/constants';
import { LoadState, TextField, type ApiState, useFormat } from '@tyre/web-kit';
import { useOrderMessages } from '../messages';
import type { FieldMessages, OrderFormValues } from '../order-form';

interface Props {
  values: OrderFormValues;
  errors: FieldMessages;
  onChange: (field: 'paymentType' | 'bkashMobile' | 'trxID', value: string) => void;
  /** the admin-set bKash number (loaded when bKash is chosen) */
  bkashNumber: ApiState<string | null>;
  /** the exact amount to send, once the quote is in */
  total: number | undefined;
  /** the payment types the shop offers (GET /payments/methods); bKash online only when configured */
  methods: readonly PaymentType[] | undefined;
}

/**
 * Cash on Delivery (default), bKash Send Money (the number, the amount, the sender and the TrxID),
 * or, where the shop has configured them, bKash online and SSLCommerz (cards, mobile and internet banking).
 */
export function PaymentFields({ values, errors, onChange, bkashNumber, total, methods }: Props) {
  const { price } = useFormat();
  const t = useOrderMessages();
  const hints: Record<PaymentType, string> = {
    'Cash on Delivery': t.codHint,
    bKash: t.bkashHint,
    'bKash Online': t.bkashOnlineHint,
    SSLCommerz: t.cardHint,
  };
  const names: Record<PaymentType, string> = {
    'Cash on Delivery': t.cod,
    bKash: t.bkash,
    'bKash Online': t.bkashOnline,
    SSLCommerz: t.card,
  };
  // online payment is offered only when the shop has configured it
  const offered = PAYMENT_TYPES.filter((type) => !isOnlinePaymentType(type) || methods?.includes(type));
  return (
    <fieldset className="order-fieldset">
      <legend className="order-fieldset__legend">{t.paymentHeading}</legend>
      <div role="radiogroup" aria-label={t.paymentLegend} className="order-choices">
        {offered.map((type) => (
          <label key={type} className="order-choice">
            <input
              type="radio"
              name="paymentType"
              value={type}
              checked={values.paymentType === type}
              onChange={() => onChange('paymentType', type)}
            />
            <span>
              <strong>{names[type]}</strong>
              <small>{hints[type]}</small>
            </span>
          </label>
        ))}
      </div>
      {values.paymentType === 'bKash' && (
        <div className="order-bkash" data-testid="bkash-details">
          <LoadState state={bkashNumber}>
            {(number) =>
              number ? (
                <>
                  <p>
                    {t.bkashSendTo} <strong data-testid="bkash-number">{number}</strong>
                  </p>
                  <p>
                    {t.bkashAmount}{' '}
                    <strong data-testid="bkash-amount">{total === undefined ? '…' : price(total)}</strong>
                  </p>
                  <p className="order-bkash__steps">{t.bkashSteps}</p>
                  <TextField
                    label={t.labels.bkashMobile}
                    name="bkashMobile"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    value={values.bkashMobile}
                    onChange={(e) => onChange('bkashMobile', e.target.value)}
                    error={errors.bkashMobile}
                  />
                  <TextField
                    label={t.labels.trxID}
                    name="trxID"
                    autoCapitalize="characters"
                    autoComplete="off"
                    maxLength={10}
                    value={values.trxID}
                    onChange={(e) => onChange('trxID', e.target.value)}
                    error={errors.trxID}
                  />
                </>
              ) : (
                <p className="kit-form__error">{t.bkashNoNumber}</p>
              )
            }
          </LoadState>
        </div>
      )}
    </fieldset>
  );
}
