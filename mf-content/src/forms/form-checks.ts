// The cheap client-side checks of the content forms: the same rules as the contracts, written out
// so that zod stays out of the public bundle. Messages come from the content dictionary.
import type { ContentText } from '../messages/dictionary';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mobilePattern = /^(?:\+?88)?01[3-9]\d{8}$/;
const compact = (v: string) => v.trim().replace(/[\s-]/g, '');

export const isEmail = (v: string): boolean => emailPattern.test(v.trim());
export const isMobile = (v: string): boolean => mobilePattern.test(compact(v));

/** A required text of at most `max` characters (and at least `min`). */
export function checkText(
  t: ContentText,
  value: string,
  { max, min = 1, optional = false }: { max: number; min?: number; optional?: boolean },
): string | undefined {
  const text = value.trim();
  if (!text) return optional ? undefined : t('form.required');
  if (text.length < min) return t('form.tooShort', { min });
  if (text.length > max) return t('form.tooLong', { max });
  return undefined;
}

export function checkEmail(t: ContentText, value: string, optional = false): string | undefined {
  if (!value.trim()) return optional ? undefined : t('form.required');
  return isEmail(value) ? undefined : t('form.badEmail');
}

export function checkMobile(t: ContentText, value: string, optional = false): string | undefined {
  if (!value.trim()) return optional ? undefined : t('form.required');
  return isMobile(value) ? undefined : t('form.badMobile');
}

export interface FileRule {
  /** MIME types accepted */
  types: readonly string[];
  maxBytes: number;
}

/** `kinds`: what to call the accepted files in a message ("a PDF file"). */
export function checkFile(
  t: ContentText,
  file: File | null,
  rule: FileRule,
  kinds: string,
): string | undefined {
  if (!file) return t('form.required');
  if (!rule.types.includes(file.type)) return t('form.fileType', { kinds });
  if (file.size > rule.maxBytes)
    return t('form.fileTooBig', { mb: Math.round(rule.maxBytes / (1024 * 1024)) });
  return undefined;
}

/** Only the entries that carry a message. */
export function onlyErrors<F extends string>(found: Record<F, string | undefined>): FieldMessages<F> {
  return Object.fromEntries(Object.entries(found).filter(([, v]) => Boolean(v))) as FieldMessages<F>;
}
