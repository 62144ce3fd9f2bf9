import { useRef, useState } from 'react';
import { errorMessage, fieldErrors, isApiRequestError, notify } from '@tyre/web-kit';
import type { FieldMessages } from './form-checks';
import { useText, type ContentText } from '../messages/dictionary';

/** Reports upload progress as a whole percentage. */
export type OnProgress = (percent: number) => void;

export interface FormSender<F extends string> {
  sending: boolean;
  /** 0–100 while a file uploads, else null */
  progress: number | null;
  errors: FieldMessages<F>;
  /** the line over the submit button: what went wrong as a whole */
  formError: string | null;
  done: boolean;
  /** clear one field's message (when it changes) */
  clearError: (field: F) => void;
  /** check, then send; nothing typed is lost on failure */
  submit: (form: HTMLFormElement | null) => Promise<void>;
  /** back to an empty form after a success */
  reset: () => void;
}

/** The seconds of a 429's Retry-After, if any. */
function retryAfterSeconds(error: unknown): number | null {
  if (!isApiRequestError(error) || error.response?.status !== 429) return null;
  const raw = Number(error.response.headers['retry-after']);
  return Number.isFinite(raw) && raw > 0 ? raw : 0;
}

/** The message a 429 shows by the form: how long to wait. */
export function tooManyMessage(t: ContentText, seconds: number): string {
  return seconds > 0
    ? t('form.tooMany', { count: Math.max(1, Math.ceil(seconds / 60)) })
    : t('form.tooManySoon');
}

/**
 * Send a public form: client checks first (`validate`), then `send` with upload progress; the API's
 * `fields` go by their fields, its message to an error toast (spec section 8), a 429 is explained.
 */
export function useFormSender<F extends string>({
  validate,
  send,
  successMessage,
}: {
  validate: () => FieldMessages<F>;
  send: (onProgress: OnProgress) => Promise<unknown>;
  successMessage: string;
}): FormSender<F> {
  const t = useText();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldMessages<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = useRef(false);

  const focusFirst = (form: HTMLFormElement | null, found: FieldMessages<F>) => {
    const first = Object.keys(found)[0];
    if (first && form)
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (form: HTMLFormElement | null) => {
    if (busy.current) return;
    const found = validate();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(t('form.fixFields'));
      focusFirst(form, found);
      return;
    }
    busy.current = true;
    setSending(true);
    setErrors({});
    setFormError(null);
    setProgress(null);
    try {
      await send((percent) => setProgress(percent));
      setDone(true);
      notify.success(successMessage);
    } catch (error) {
      const fromApi = fieldErrors(error) as FieldMessages<F>;
      setErrors(fromApi);
      const wait = retryAfterSeconds(error);
      if (wait !== null) setFormError(tooManyMessage(t, wait));
      else setFormError(Object.keys(fromApi).length > 0 ? t('form.fixFields') : errorMessage(error));
      notify.error(errorMessage(error));
      focusFirst(form, fromApi);
    } finally {
      busy.current = false;
      setSending(false);
      setProgress(null);
    }
  };

  return {
    sending,
    progress,
    errors,
    formError,
    done,
    clearError: (field) =>
      setErrors((e) => {
        if (!e[field]) return e;
        const next = { ...e };
        delete next[field];
        return next;
      }),
    submit,
    reset: () => {
      setDone(false);
      setErrors({});
      setFormError(null);
    },
  };
}

/** The API client's onUploadProgress as a percentage callback. */
export const uploadProgress =
  (onProgress: OnProgress) =>
  ({ loaded, total }: { loaded: number; total?: number | undefined }) => {
    if (total) onProgress(Math.min(100, Math.round((loaded / total) * 100)));
  };
