import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DISTRICT_DETAILS, isOnlinePaymentType, type District } from '@tyre/contracts/constants';
import {
  errorMessage,
  fieldErrors,
  notify,
  TextField,
  useApi,
  useCartActions,
  useCartItems,
  useCurrentUser,
  useFormat,
} from '@tyre/web-kit';
import { orderItemsOf, quoteOrder } from '../../../api/quote-order';
import { startBkashPayment } from '../../../api/start-bkash-payment';
import { startSslcommerzPayment } from '../../../api/start-sslcommerz-payment';
import { getBkashNumber } from '../api/get-bkash-number';
import { getPaymentMethods } from '../api/get-payment-methods';
import { getMe } from '../api/get-me';
import { placeOrder } from '../api/place-order';
import { useOrderMessages } from '../messages';
import {
  emptyOrderForm,
  formFieldOf,
  orderBody,
  prefill,
  validateOrderForm,
  type FieldMessages,
  type OrderField,
  type OrderFormValues,
} from '../order-form';
import { useMobileCode } from '../use-mobile-code';
import { MobileCodeStep } from './mobile-code-step';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import './order.css';

const textFields = [
  { name: 'name', autoComplete: 'name', required: true, maxLength: 100 },
  { name: 'companyName', autoComplete: 'organization', maxLength: 120 },
  { name: 'mobileNumber', autoComplete: 'tel', type: 'tel', inputMode: 'tel', required: true },
  { name: 'email', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'address', autoComplete: 'street-address', required: true, maxLength: 300 },
  { name: 'town', autoComplete: 'address-level3', maxLength: 100 },
  { name: 'thana', autoComplete: 'address-level2', required: true, maxLength: 100 },
  { name: 'postCode', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 },
] as const satisfies readonly {
  name: OrderField;
  autoComplete: string;
  required?: boolean;
  maxLength?: number;
  type?: string;
  inputMode?: 'tel' | 'numeric';
}[];

/** A visitor's or customer's attempt to order: the key stays while the body sent is the same. */
interface Attempt {
  body: string;
  key: string;
}

/** /order: delivery details, payment and the server-priced summary; one order per attempt. */
export function OrderPage() {
  const { price, language } = useFormat();
  const t = useOrderMessages();
  const items = useCartItems();
  const { clear } = useCartActions();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [values, setValues] = useState<OrderFormValues>(emptyOrderForm);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const me = useApi(`me:${user?._id ?? ''}`, (signal) => (user ? getMe(signal) : Promise.resolve(null)));
  const prefilled = useRef(false);
  useEffect(() => {
    if (me.data && !prefilled.current) {
      prefilled.current = true;
      setValues((v) => prefill(v, me.data!));
    }
  }, [me.data]);

  const quote = useApi(JSON.stringify([orderItemsOf(items), values.district]), (signal) =>
    quoteOrder(items, values.district, signal),
  );
  const wantsBkash = values.paymentType === 'bKash';
  const bkashNumber = useApi(`bkash:${wantsBkash}`, (signal) =>
    wantsBkash ? getBkashNumber(signal) : Promise.resolve(null),
  );
  const methods = useApi('payment-methods', (signal) => getPaymentMethods(signal));
  const online = isOnlinePaymentType(values.paymentType);
  const byCard = values.paymentType === 'SSLCommerz';
  // ORDER_OTP: the number confirmed by an SMS code before an order that needs it
  const otp = useMobileCode(values.mobileNumber, values.paymentType, language, t);

  if (items.length === 0) {
    return (
      <section className="kit-container kit-page">
        <h1 className="kit-page__title">{t.title}</h1>
        <div className="kit-empty">
          <p className="kit-empty__title">{t.emptyTitle}</p>
          <p>{t.emptyText}</p>
          <Link to="/products" className="kit-button">
            {t.browse}
          </Link>
        </div>
      </section>
    );
  }

  const change = (field: keyof OrderFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'paymentType') setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstError = (found: FieldMessages) => {
    const first = Object.keys(found)[0];
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateOrderForm(values, t);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(t.fixFields);
      focusFirstError(found);
      return;
    }
    const body = orderBody(items, values, language);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    sendingRef.current = true;
    setSending(true);
    setErrors({});
    setFormError(null);
    try {
      // a typed code is checked first; without one, the step says what to do
      if (!(await otp.ready())) return;
      const order = await placeOrder(body, attempt.current.key);
      if (order.payment.paymentType === 'bKash Online' || order.payment.paymentType === 'SSLCommerz') {
        // to the gateway's page; the cart stays until the payment is made (the return page empties
        // it), so that a customer who gives up can still order with Cash on Delivery. A payment
        // that cannot start now leaves the order on the return page, with pay again.
        const card = order.payment.paymentType === 'SSLCommerz';
        const page = card
          ? await startSslcommerzPayment(order.key).then(
              (c) => c.gatewayPageURL,
              () => null,
            )
          : await startBkashPayment(order.key).then(
              (c) => c.bkashURL,
              () => null,
            );
        if (page) window.location.assign(page);
        else navigate(`/payment/${card ? 'sslcommerz' : 'bkash'}?order=${encodeURIComponent(order.key)}`);
        return;
      }
      notify.success(t.placed(order.reference));
      navigate(`/success?order=${encodeURIComponent(order.key)}`);
      // only now, with the order placed, does the cart empty
      clear();
    } catch (error) {
      // the shop wants the number confirmed (this browser's confirmation ended, say): the step shows
      if (otp.refused(error)) return;
      const fromApi: FieldMessages = {};
      for (const [key, message] of Object.entries(fieldErrors(error))) {
        const field = formFieldOf(key);
        if (field) fromApi[field] = message;
      }
      setErrors(fromApi);
      const message = Object.keys(fromApi).length > 0 ? t.fixFields : errorMessage(error);
      setFormError(message);
      notify.error(errorMessage(error));
      focusFirstError(fromApi);
      // a changed cart or stock: price it again
      quote.reload();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const submitLabel = sending
    ? byCard
      ? t.redirectingCard
      : online
        ? t.redirecting
        : t.placing
    : byCard
      ? t.payByCard
      : online
        ? t.payWithBkash
        : t.placeOrder;
  const blocked = !quote.data || quote.data.unavailable.length > 0 || (wantsBkash && !bkashNumber.data);

  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t.title}</h1>
      <div className="order-layout">
        <form ref={formRef} className="order-form" onSubmit={onSubmit} noValidate aria-label={t.title}>
          <fieldset className="order-fieldset">
            <legend className="order-fieldset__legend">{t.deliveryHeading}</legend>
            <div className="order-fields">
              {textFields.map(({ name, ...input }) => (
                <Fragment key={name}>
                  <TextField
                    {...input}
                    name={name}
                    label={t.labels[name]}
                    value={values[name]}
                    onChange={(e) => change(name, e.target.value)}
                    error={errors[name]}
                  />
                  {/* after the mobile number and the e-mail beside it, a whole row */}
                  {name === 'email' && otp.shown && <MobileCodeStep otp={otp} />}
                </Fragment>
              ))}
              <label className="kit-field" htmlFor="field-district">
                {t.labels.district}
                <select
                  id="field-district"
                  name="district"
                  value={values.district}
                  onChange={(e) => change('district', e.target.value as District)}
                  aria-invalid={errors.district ? true : undefined}
                >
                  {DISTRICT_DETAILS.map((d) => (
                    <option key={d.name} value={d.name}>
                      {/* Bangla with the English name a courier's slip carries; English pages carry no
                          Bengali glyph (the Bengali font is Bangla's alone: a device without one
                          would show boxes, and looks for a fallback font per option) */}
                      {language === 'bn' ? `${d.bn} (${d.name})` : d.name}
                    </option>
                  ))}
                </select>
                {errors.district && <span className="kit-form__error">{errors.district}</span>}
              </label>
              <label className="kit-field order-fields__wide" htmlFor="field-notes">
                {t.labels.notes}
                <textarea
                  id="field-notes"
                  name="notes"
                  rows={3}
                  maxLength={500}
                  value={values.notes}
                  onChange={(e) => change('notes', e.target.value)}
                  aria-invalid={errors.notes ? true : undefined}
                />
                {errors.notes && <span className="kit-form__error">{errors.notes}</span>}
              </label>
            </div>
          </fieldset>
          <PaymentFields
            values={values}
            errors={errors}
            onChange={change}
            bkashNumber={bkashNumber}
            total={quote.data?.total}
            methods={methods.data?.methods}
          />
          <div className="order-submit">
            {quote.data && (
              <p className="order-submit__total">
                {t.total}: <strong>{price(quote.data.total)}</strong>
              </p>
            )}
            {formError && (
              <p className="kit-form__error" role="alert">
                {formError}
              </p>
            )}
            <button
              type="submit"
              className="kit-button kit-button--accent kit-button--block"
              disabled={sending || blocked}
              aria-busy={sending}
            >
              {submitLabel}
            </button>
          </div>
        </form>
        <OrderSummary quote={quote} />
      </div>
    </section>
  );
}
