import { useMemo } from 'react';
import type { ApiError } from '@tyre/contracts';
import type { TextParams } from '@tyre/contracts/error-texts';
import { isApiRequestError } from '../api/api-client';
import { formatNumber } from '../i18n/format';
import { currentLanguage, i18n } from '../i18n/i18n-instance';
import { isCatalogueLoaded } from '../i18n/catalogue';
import type { Language } from '../i18n/language';
import { useLanguage } from '../i18n/use-catalogue';
import { errorCatalogue, errorTables } from './error-catalogue';

const matchMessageText = (message: string) => errorTables()?.matchMessageText(message);
const matchFieldText = (message: string) => errorTables()?.matchFieldText(message);

/** The error text of a key in a language; `undefined` when the key is unknown (or the texts have not loaded). */
function lookup(language: Language, key: string, params: TextParams = {}): string | undefined {
  const english = errorTables()?.errorTextsEn;
  if (!english || !(key in english)) return undefined;
  if (language === 'en') return fill(english[key as keyof typeof english], params, language);
  if (!isCatalogueLoaded(errorCatalogue, language)) return undefined;
  const text = i18n.getResource(language, errorCatalogue.namespace, key) as unknown;
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
 * The text to show for a failed call, in the language (spec section 8): the catalogue's text of
 * the answer's `messageCode` (in English the server's own sentence, word for word), otherwise the
 * general text of its `code` in Bangla; for a failure without an answer, the error's own message
 * in English and a general text in Bangla.
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
    return (
      lookup(
        language,
        `message.${matchMessageText(body.message)?.code ?? ''}`,
        matchMessageText(body.message)?.params,
      ) ??
      lookup(language, `code.${String(body.code)}`) ??
      body.message
    );
  }
  if (language === 'bn') {
    const general = lookup(
      language,
      isApiRequestError(error) && !error.response ? 'network' : 'code.internal',
    );
    if (general) return general;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

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
  return lookup(language, 'fieldInvalid') ?? message;
}

/**
 * A validation failure of a few named fields as one sentence (`ই-মেইল: দিতে হবে`), for a form
 * that shows no message under its fields; only when every field has a name in the catalogue.
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
  return (found && lookup(language, `message.${found.code}`, { ...found.params, ...params })) ?? message;
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
}

/** The error texts in the language shown now (re-renders on a language change). */
export function useErrorText(): ErrorTexts {
  const language = useLanguage();
  return useMemo(
    () => ({
      message: (error) => errorText(error, language),
      fields: (error) => fieldErrorTexts(error, language),
      field: (message) => fieldText(message, language),
      line: (message, params) => lineMessageText(message, language, params),
    }),
    [language],
  );
}
