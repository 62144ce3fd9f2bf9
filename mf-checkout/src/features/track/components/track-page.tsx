import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TrackedOrder } from '@tyre/contracts';
import { errorMessage, fieldErrors, isApiRequestError, TextField } from '@tyre/web-kit';
import { trackOrder } from '../api/track-order';
import { useTrackMessages } from '../messages';
import {
  normalReference,
  validateTrackForm,
  type TrackField,
  type TrackFieldMessages,
  type TrackFormValues,
} from '../track-form';
import { TrackedOrderView } from './tracked-order';
import './track.css';

const fields = ['reference', 'mobileNumber'] as const satisfies readonly TrackField[];

/**
 * /track (?ref=TB-260001 fills the reference: the SMS links here): a guest's order by its reference
 * and the mobile number it was placed with — the timeline, the courier and number, the items and
 * total, and the invoice. No account needed.
 */
export function TrackPage() {
  const t = useTrackMessages();
  const [params] = useSearchParams();
  const [values, setValues] = useState<TrackFormValues>(() => ({
    reference: params.get('ref')?.trim().slice(0, 20) ?? '',
    mobileNumber: '',
  }));
  const [errors, setErrors] = useState<TrackFieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // the answer's heading takes the focus, so that keyboard and screen reader users land on it
  useEffect(() => {
    if (order) resultRef.current?.focus();
  }, [order]);

  const change = (field: TrackField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusField = (field: string | undefined) => {
    if (field)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateTrackForm(values, t);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(t.fixFields);
      focusField(fields.find((f) => found[f]));
      return;
    }
    setSending(true);
    setErrors({});
    setFormError(null);
    try {
      setOrder(
        await trackOrder({ reference: normalReference(values.reference), mobileNumber: values.mobileNumber }),
      );
    } catch (error) {
      const fromApi: TrackFieldMessages = {};
      for (const [key, message] of Object.entries(fieldErrors(error)))
        if ((fields as readonly string[]).includes(key)) fromApi[key as TrackField] = message;
      setErrors(fromApi);
      const notFound = isApiRequestError(error) && error.response?.status === 404;
      setFormError(
        notFound ? t.notFound : Object.keys(fromApi).length > 0 ? t.fixFields : errorMessage(error),
      );
      focusField(fields.find((f) => fromApi[f]));
    } finally {
      setSending(false);
    }
  };

  const another = () => {
    setOrder(null);
    setValues({ reference: '', mobileNumber: '' });
    focusField('reference');
  };

  return (
    <section className="kit-container kit-page track-page">
      <h1 className="kit-page__title">{t.title}</h1>
      {order ? (
        <TrackedOrderView ref={resultRef} order={order} onAnother={another} />
      ) : (
        <form
          ref={formRef}
          className="kit-panel track-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t.title}
        >
          <p className="track-form__intro">{t.intro}</p>
          <TextField
            name="reference"
            label={t.labels.reference}
            value={values.reference}
            onChange={(e) => change('reference', e.target.value)}
            error={errors.reference}
            placeholder={t.referenceExample}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
          />
          <TextField
            name="mobileNumber"
            label={t.labels.mobileNumber}
            value={values.mobileNumber}
            onChange={(e) => change('mobileNumber', e.target.value)}
            error={errors.mobileNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            maxLength={20}
            required
          />
          {formError && (
            <p className="kit-form__error" role="alert">
              {formError}
            </p>
          )}
          <button
            type="submit"
            className="kit-button kit-button--accent"
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? t.tracking : t.submit}
          </button>
        </form>
      )}
    </section>
  );
}
