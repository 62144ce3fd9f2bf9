// The cheap client-side checks of the content forms: the same rules as the contracts, written out
// so that zod stays out of the public bundle.
import { formMessages as t } from './messages';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mobilePattern = /^(?:\+?88)?01[3-9]\d{8}$/;
const compact = (v: string) => v.trim().replace(/[\s-]/g, '');

export const isEmail = (v: string): boolean => emailPattern.test(v.trim());
export const isMobile = (v: string): boolean => mobilePattern.test(compact(v));

/** A required text of at most `max` characters (and at least `min`). */
export function checkText(
  value: string,
  { max, min = 1, optional = false }: { max: number; min?: number; optional?: boolean },
): string | undefined {
  const text = value.trim();
  if (!text) return optional ? undefined : t.required;
  if (text.length < min) return t.tooShort(min);
  if (text.length > max) return t.tooLong(max);
  return undefined;
}

export function checkEmail(value: string, optional = false): string | undefined {
  if (!value.trim()) return optional ? undefined : t.required;
  return isEmail(value) ? undefined : t.badEmail;
}

export function checkMobile(value: string, optional = false): string | undefined {
  if (!value.trim()) return optional ? undefined : t.required;
  return isMobile(value) ? undefined : t.badMobile;
}

export interface FileRule {
  /** MIME types accepted */
  types: readonly string[];
  /** what to call them in a message ("a PDF file") */
  kinds: string;
  maxBytes: number;
  optional?: boolean;
}

export function checkFile(file: File | null, rule: FileRule): string | undefined {
  if (!file) return rule.optional ? undefined : t.required;
  if (!rule.types.includes(file.type)) return t.fileType(rule.kinds);
  if (file.size > rule.maxBytes) return t.fileTooBig(Math.round(rule.maxBytes / (1024 * 1024)));
  return undefined;
}

/** Only the entries that carry a message. */
export function onlyErrors<F extends string>(found: Record<F, string | undefined>): FieldMessages<F> {
  return Object.fromEntries(Object.entries(found).filter(([, v]) => Boolean(v))) as FieldMessages<F>;
}
