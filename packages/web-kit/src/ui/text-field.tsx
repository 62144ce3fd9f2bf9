import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string | undefined;
};

/** A labelled input with an optional error line. */
export function TextField({ label, error, id, name, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  return (
    <label className="kit-field" htmlFor={inputId}>
      {label}
      <input id={inputId} name={name} aria-invalid={error ? true : undefined} {...input} />
      {error && <span className="kit-form__error">{error}</span>}
    </label>
  );
}
