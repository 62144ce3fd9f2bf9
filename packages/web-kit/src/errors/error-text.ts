import { useMemo } from 'react';
import type { ApiError } from '@tyre/contracts';
import type { TextParams, ZodIssueLike } from '@tyre/contracts/error-texts';
import { isApiRequestError } from '../api/api-client';
import { formatNumber } from '../i18n/format';
import { currentLanguage, i18n } from '../i18n/i18n-instance';
import { isDictionaryLoaded, loadDictionary } from '../i18n/dictionary';
import type { Language } from '../i18n/language';
import { useDictionary } from '../i18n/use-dictionary';
import { errorDictionary, errorTables } from './error-dictionary';

const matchMessageText = (message: string) => errorTables()?.matchMessageText(message);
const matchFieldText = (message: string) => errorTables()?.matchFieldText(message);

/**
 * The last resort of a Bangla page when even the error texts could not be loaded (their chunk
 * failed): one general sentence rather than the API's English. It is the dictionary's `unknown`.
 */
const BANGLA_LAST_RESORT = 'কিছু একটা ঠিকমতো হয়নি। আবার চেষ্টা করুন।';

/** The general text of a key in Bangla, or the last resort. */
const banglaGeneral = (key: string): string => lookup('bn', key) ?? BANGLA_LAST_RESORT;

/** The error code of an HTTP status, for an answer with no readable body (a proxy's 429 or 503 page). */
const STATUS_CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  502: 'unavailable',
  503: 'unavailable',
  504: 'unavailable',
};

/** The error text of a key in a language; `undefined` when the key is unknown (or the texts have not loaded). */
function lookup(language: Language, key: string, params: TextParams = {}): string | undefined {
  if (language === 'bn' && !isDictionaryLoaded(errorDictionary, language)) {
    // in by the next error (they load on demand: error-dictionary.ts)
    loadDictionary(errorDictionary, language).catch(() => undefined);
    return undefined;
  }
  const english = errorTables()?.errorTextsEn;
  if (!english || !(key in english)) return undefined;
  if (language === 'en') return fill(english[key as keyof typeof english], params, language);
  const text = i18n.getResource(language, errorDictionary.namespace, key) as unknown;
  return typeof text === 'string' ? fill(text, params, language) : undefined;
}

/** Fills `{{name}}`; in Bangla, numbers in Bengali digits. */
function fill(text: string, params: TextParams, language: Language): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (language === 'bn' && /^\d[\d,]*$/.test(value))
      return formatNumber(Number(value.replace(/,/g, '')), 'bn');
    return value;
  });
}

/** The body of an API error answer, if the error is one. */
function apiErrorBody(error: unknown): (Partial<ApiError> & { message: string }) | undefined {
  if (!isApiRequestError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  if (typeof (data as { message?: unknown }).message !== 'string') return undefined;
  return data as Partial<ApiError> & { message: string };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The text to show for a failed call, in the language (spec section 8): the dictionary's text of
 * the answer's `messageCode` (the API names the code of every text it throws; in English the
 * server's own sentence, word for word), otherwise the general text of its `code` in Bangla; for
 * a failure without an answer, the error's own message in English and a general text in Bangla.
 * An answer without a code whose sentence is a known text (the test kit's stubs write only the
 * English) is read by that text.
 */
export function errorText(error: unknown, language: Language = currentLanguage()): string {
  const body = apiErrorBody(error);
  if (body) {
    const code = typeof body.messageCode === 'string' ? body.messageCode : undefined;
    // in Bangla a failure of named fields, with no sentence of its own ("email is required" is
    // the field's message again), reads best as the fields' names and texts
    if (language === 'bn' && body.fields && (!code || code.startsWith('upload.field'))) {
      const listed = fieldsSentence(error, language);
      if (listed) return listed;
    }
    const params = isObject(body.messageParams) ? (body.messageParams as TextParams) : undefined;
    const known = code ? lookup(language, `message.${code}`, params) : undefined;
    if (known) return known;
    if (language === 'en') return body.message;
    const matched = matchMessageText(body.message);
    return (
      (matched && lookup(language, `message.${matched.code}`, matched.params)) ??
      lookup(language, `code.${String(body.code)}`) ??
      lookup(language, `code.${STATUS_CODES[statusOf(error) ?? 0] ?? ''}`) ??
      banglaGeneral('unknown')
    );
  }
  if (language === 'bn') {
    if (isApiRequestError(error) && !error.response) return banglaGeneral('network');
    const status = statusOf(error);
    if (status !== undefined)
      return banglaGeneral(`code.${STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'invalid_data')}`);
    return banglaGeneral('unknown');
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** The HTTP status of a failed call that got an answer. */
const statusOf = (error: unknown): number | undefined =>
  isApiRequestError(error) ? error.response?.status : undefined;

/**
 * A per-field message in the language: by its code (and values) when known, otherwise by the
 * English text (the contract schemas' own messages, checked in the browser), otherwise as given
 * in English and a general "is not valid" in Bangla.
 */
export function fieldText(
  message: string,
  language: Language = currentLanguage(),
  issue?: { code: string; params?: TextParams },
): string {
  if (language === 'en') return message;
  const found = issue ?? matchFieldText(message) ?? matchMessageText(message);
  if (found) {
    const text =
      lookup(language, `field.${found.code}`, found.params) ??
      lookup(language, `message.${found.code}`, found.params);
    if (text) return text;
  }
  return banglaGeneral('fieldInvalid');
}

/**
 * The per-field text of a zod issue of a schema checked in the browser: by its message when that
 * is one of the API's texts (a contract's own message), otherwise by zod's issue code and values
 * (`minLength`, `maxValue`, `oneOf`…), so zod's default English never shows on a Bangla page. In
 * English a message of ours is shown as written, and zod's default by the same table.
 */
export function zodIssueText(
  issue: ZodIssueLike & { message: string },
  language: Language = currentLanguage(),
): string {
  const tables = errorTables();
  // a contract's own message; zod's defaults ("Invalid input") are read by their code instead
  const known = tables?.matchFieldText(issue.message);
  if (known) return fieldText(issue.message, language, known);
  const byCode = tables?.matchZodIssue(issue);
  if (!byCode) return language === 'bn' ? banglaGeneral('fieldInvalid') : issue.message;
  return (
    lookup(language, `field.${byCode.code}`, byCode.params) ??
    (language === 'bn' ? banglaGeneral('fieldInvalid') : issue.message)
  );
}

/**
 * A validation failure of a few named fields as one sentence (`ই-মেইল: দিতে হবে`), for a form
 * that shows no message under its fields; only when every field has a name in the dictionary.
 */
function fieldsSentence(error: unknown, language: Language): string | undefined {
  const texts = Object.entries(fieldErrorTexts(error, language));
  if (!texts.length) return undefined;
  const parts = texts.map(([name, text]) => {
    const label = lookup(language, `label.${name.split('.').pop() ?? name}`);
    return label && `${label}: ${text}`;
  });
  return parts.every(Boolean) ? parts.join('; ') : undefined;
}

/** The per-field messages of an `invalid_data` answer (`{ fields: { name: message } }`), in the language. */
export function fieldErrorTexts(
  error: unknown,
  language: Language = currentLanguage(),
): Record<string, string> {
  const body = apiErrorBody(error);
  if (!body || !isObject(body.fields)) return {};
  const issues = isObject(body.fieldIssues) ? body.fieldIssues : {};
  return Object.fromEntries(
    Object.entries(body.fields)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, message]) => {
        const issue = issues[name];
        const known =
          isObject(issue) && typeof issue.code === 'string'
            ? { code: issue.code, params: isObject(issue.params) ? (issue.params as TextParams) : undefined }
            : undefined;
        return [name, fieldText(message, language, known)];
      }),
  );
}

/**
 * A (quote's) message about a product line in the language, e.g. "Only 3 of … left in stock";
 * `params` replace values in it (the product's Bangla title for its English one).
 */
export function lineMessageText(
  message: string,
  language: Language = currentLanguage(),
  params?: TextParams,
): string {
  if (language === 'en') return message;
  const found = matchMessageText(message);
  return (
    (found && lookup(language, `message.${found.code}`, { ...found.params, ...params })) ??
    banglaGeneral('lineUnavailable')
  );
}

export interface ErrorTexts {
  /** The text to show for a failed call. */
  message: (error: unknown) => string;
  /** The per-field messages of a validation failure. */
  fields: (error: unknown) => Record<string, string>;
  /** One per-field message (e.g. from a contract schema checked in the browser). */
  field: (message: string) => string;
  /** A quote line's message (`params` replace values in it, e.g. the Bangla title). */
  line: (message: string, params?: TextParams) => string;
  /** A zod issue of a schema checked in the browser, by its message or its issue code. */
  issue: (issue: ZodIssueLike & { message: string }) => string;
}

/**
 * The error texts in the language shown now: re-renders on a language change, and once the texts
 * (loaded on demand in Bangla) are in.
 */
export function useErrorText(): ErrorTexts {
  const { language, ready } = useDictionary(errorDictionary);
  return useMemo(
    () => ({
      message: (error) => errorText(error, language),
      fields: (error) => fieldErrorTexts(error, language),
      field: (message) => fieldText(message, language),
      line: (message, params) => lineMessageText(message, language, params),
      issue: (issue) => zodIssueText(issue, language),
    }),
    // `ready`: new functions once the texts are in, so that what a component shows follows
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, ready],
  );
}
