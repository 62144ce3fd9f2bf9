import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useText } from '../messages/dictionary';
import './forms.css';

/** A labelled textarea with an optional error line (the kit's TextField for long text). */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="content-form__hint">
          {hint}
        </span>
      )}
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        {...input}
      />
      {error && <span className="kit-form__error">{error}</span>}
    </div>
  );
}

/** A labelled file input with a hint (kinds and size) and an optional error line. */
export function FileField({
  label,
  name,
  hint,
  error,
  file,
  onFile,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  label: string;
  name: string;
  hint: string;
  error?: string | undefined;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const id = `field-${name}`;
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <span id={`${id}-hint`} className="content-form__hint">
        {hint}
      </span>
      <input
        id={id}
        name={name}
        type="file"
        className="content-form__file"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        {...input}
      />
      {file && <span className="content-form__chosen">{file.name}</span>}
      {error && <span className="kit-form__error">{error}</span>}
    </div>
  );
}

/** A field people never see nor hear: only bots fill it in (the API drops what carries it). */
export function Honeypot({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useText();
  return (
    <div className="content-form__trap" aria-hidden="true">
      <label htmlFor={`field-${name}`}>{t('form.honeypotLabel')}</label>
      <input
        id={`field-${name}`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The submit row: the form's message, the upload progress and the button. */
export function SubmitRow({
  formError,
  sending,
  progress,
  children,
}: {
  formError: string | null;
  sending: boolean;
  progress: number | null;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <div className="content-form__submit">
      {formError && (
        <p className="kit-form__error" role="alert">
          {formError}
        </p>
      )}
      {sending && (
        <div className="content-form__progress">
          <progress max={100} value={progress ?? undefined} aria-label={t('form.progressLabel')} />
          <span aria-live="polite">
            {progress === null ? t('form.sending') : t('form.uploading', { percent: progress })}
          </span>
        </div>
      )}
      <button type="submit" className="kit-button kit-button--accent content-form__button" disabled={sending}>
        {children}
      </button>
    </div>
  );
}

/** The clear message after a form was sent, with a way to send another. */
export function FormSuccess({ title, text, onAgain }: { title: string; text: string; onAgain: () => void }) {
  const t = useText();
  return (
    <div className="content-form__success" role="status">
      <p className="content-form__success-title">{title}</p>
      <p>{text}</p>
      <button type="button" className="kit-button kit-button--ghost" onClick={onAgain}>
        {t('form.sendAnother')}
      </button>
    </div>
  );
}
