import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiError, ErrorCode } from '@tyre/contracts';
import {
  fieldTexts,
  fillText,
  matchFieldText,
  matchZodIssue,
  messageTexts,
  type FieldIssueCode,
  type MessageCode,
  type TextParams,
} from '@tyre/contracts/error-texts';
import { z } from 'zod';

const STATUS: Record<ErrorCode, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
};

// ---------------------------------------------------------------- texts by code

/** The names of a text's `{{name}}` places. */
type Places<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Places<Rest>
  : never;

/** The values of a text's places (numbers are written as digits); nothing for a text without places. */
type ValuesOf<S extends string> = [Places<S>] extends [never]
  ? []
  : [values: Record<Places<S>, string | number>];

/** The codes of a table whose texts have no places: these are given as they are. */
type PlainCodes<T extends Record<string, string>> = {
  [C in keyof T & string]: [Places<T[C]>] extends [never] ? C : never;
}[keyof T & string];

/** A text of the API by its code, with the values of its places: what the reader is told, in either language. */
export interface CodedText<C extends string = string> {
  code: C;
  params?: TextParams;
}

/** A per-field text: one of `fieldTexts`, or a whole message's text said of one field. */
export type FieldIssue = CodedText<FieldIssueCode | MessageCode>;

/** What an error says: a message code without values, or `says(code, values)`. */
export type MessageArg = PlainCodes<typeof messageTexts> | CodedText<MessageCode>;

/** What an error says of a field: a code without values, or `fieldSays(code, values)` / `says(code, values)`. */
export type FieldArg = PlainCodes<typeof fieldTexts> | PlainCodes<typeof messageTexts> | FieldIssue;

/** A code with its values written as text (none: the code alone). */
function withValues<C extends string>(code: C, values: Record<string, string | number> = {}): CodedText<C> {
  const entries = Object.entries(values);
  return entries.length
    ? { code, params: Object.fromEntries(entries.map(([name, value]) => [name, String(value)])) }
    : { code };
}

/** A message text (`messageTexts`) with the values of its places: `says('order.onlyLeft', { left: 3, title })`. */
export function says<C extends MessageCode>(
  code: C,
  ...values: ValuesOf<(typeof messageTexts)[C]>
): CodedText<C> {
  return withValues(code, values[0]);
}

/** A per-field text (`fieldTexts`) with the values of its places: `fieldSays('minLength', { min: 8 })`. */
export function fieldSays<C extends FieldIssueCode>(
  code: C,
  ...values: ValuesOf<(typeof fieldTexts)[C]>
): CodedText<C> {
  return withValues(code, values[0]);
}

const coded = <C extends string>(arg: C | CodedText<C>): CodedText<C> =>
  typeof arg === 'string' ? { code: arg } : arg;

const isFieldCode = (code: string): code is FieldIssueCode => Object.hasOwn(fieldTexts, code);

/** The English of a coded text: the table's text with its places filled. */
export function englishOf(text: CodedText<MessageCode | FieldIssueCode>): string {
  const template: string = isFieldCode(text.code)
    ? fieldTexts[text.code]
    : messageTexts[text.code as MessageCode];
  return fillText(template, text.params);
}

/** A per-field message: the English sent in `fields` and its code and values (sent in `fieldIssues`). */
export interface FieldMessage {
  message: string;
  issue: FieldIssue;
}

/** The per-field message of a code (and values). */
export const fieldMessage = (arg: FieldArg): FieldMessage => {
  const issue = coded<FieldIssueCode | MessageCode>(arg);
  return { message: englishOf(issue), issue };
};

/**
 * The per-field message of a zod issue: the schema's own English as it wrote it, coded by its
 * text when it is one of `fieldTexts` (the contract schemas write their messages in English, and
 * the browser checks the same schemas), else by zod's issue code and values (zod's own English,
 * "Too small: expected string to have >=2 characters", is `minLength`).
 */
export function zodFieldMessage(issue: z.ZodError['issues'][number]): FieldMessage {
  return {
    message: issue.message,
    issue: matchFieldText(issue.message) ?? matchZodIssue(issue as Parameters<typeof matchZodIssue>[0]),
  };
}

/**
 * The texts that say one field's text after its name (`{{field}} is required`, `from must not be
 * after to`): a failure of that one field carries the text's code as its message's. Found from
 * the two tables' own templates, once.
 */
let oneFieldTexts: Map<string, MessageCode> | undefined;

function oneFieldText(field: string, issue: FieldIssue): CodedText<MessageCode> | undefined {
  if (!isFieldCode(issue.code) || !/^[\w.-]+$/.test(field)) return undefined;
  oneFieldTexts ??= new Map(
    (Object.entries(messageTexts) as [MessageCode, string][]).map(([code, text]) => [text, code]),
  );
  const template = fieldTexts[issue.code];
  const named = oneFieldTexts.get(`{{field}} ${template}`);
  if (named) return { code: named, params: { field, ...issue.params } };
  const literal = oneFieldTexts.get(`${field} ${template}`);
  return literal ? (issue.params ? { code: literal, params: issue.params } : { code: literal }) : undefined;
}

// ---------------------------------------------------------------- the error

/**
 * A failure said by its fields: their names and texts joined (`email is required; password must
 * be at least 8 characters`), with the code of that sentence when one field says a text of its
 * own (`upload.fieldRequired`); `Invalid input` when no field is named.
 */
function saidByFields(fields: Record<string, FieldMessage>): {
  message?: string;
  text?: CodedText<MessageCode>;
} {
  const entries = Object.entries(fields);
  if (!entries.length) return { text: { code: 'request.invalid' } };
  const message = entries.map(([name, f]) => `${name} ${f.message}`).join('; ');
  const [only] = entries;
  return entries.length === 1 && only ? { message, text: oneFieldText(only[0], only[1].issue) } : { message };
}

interface ErrorExtra {
  /** Per-field messages (a 400 of a form, the field a conflict is about). */
  fields?: Record<string, FieldArg | FieldMessage>;
  retryAfterSeconds?: number;
}

/**
 * The one error type of the API: a code from a fixed set (its HTTP status) and what it says, by
 * the code of its text and the values in it (`@tyre/contracts/error-texts`): the English
 * `message` is made from them, and the site shows the reader's language by the same code.
 *
 *   throw new AppError('conflict', 'auth.emailTaken', { fields: { email: 'alreadyRegistered' } });
 *   throw new AppError('conflict', says('order.onlyLeft', { left: 3, title }));
 *
 * A text of `null` is a failure said by its fields (`invalidFields`).
 */
export class AppError extends Error {
  /** The message's code and values (absent: said by its fields, each coded). */
  readonly text: CodedText<MessageCode> | undefined;
  /** The per-field messages, each with its code. */
  readonly fields: Readonly<Record<string, FieldMessage>> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    text: MessageArg | null,
    extra: ErrorExtra = {},
  ) {
    const fields =
      extra.fields &&
      Object.fromEntries(
        Object.entries(extra.fields).map(([name, f]) => [
          name,
          typeof f === 'object' && 'message' in f ? f : fieldMessage(f),
        ]),
      );
    const said = text === null ? saidByFields(fields ?? {}) : { text: coded<MessageCode>(text) };
    super(said.message ?? englishOf(said.text!));
    this.name = 'AppError';
    this.text = said.text;
    this.fields = fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** `{{what}} not found` (404). */
export const notFound = (what: string) => new AppError('not_found', says('notFound', { what }));

/**
 * A 400 said by its fields: `{ fields: { [field]: message } }`, and a message that joins them
 * (`email is required; password must be at least 8 characters`).
 */
export const invalidFields = (fields: Record<string, FieldArg | FieldMessage>) =>
  new AppError('invalid_data', null, { fields });

/** A 400 about one field, shaped like a validation failure: `fieldError('range', fieldSays('notRangeOf', { category }))`. */
export const fieldError = (field: string, text: FieldArg) => invalidFields({ [field]: text });

/** Turns zod issues into a 400 of `{ field: message }` (the first issue of each field). */
export function fromZodError(error: z.ZodError, where: string): AppError {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    if (!(key in fields)) fields[key] = zodFieldMessage(issue);
  }
  return invalidFields(fields);
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  field?: string;
  expose?: boolean;
}

/**
 * What busboy (under multer) raises for a body it cannot parse: a part header without a colon,
 * a NUL or another control character in a header (`filename="a\0.png"`), a cut-off body, a
 * missing boundary.
 */
const MALFORMED_FORM = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Malformed urlencoded form',
]);

/** Maps errors raised by body parsers and multer to AppError; anything else is a 500. */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError) return fromZodError(err, 'input');
  const e = (err ?? {}) as HttpishError & Error;
  if (e.name === 'MulterError') {
    switch (e.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(
          'too_large',
          e.field ? says('upload.fileInFieldTooLarge', { field: e.field }) : 'upload.fileTooLarge',
        );
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new AppError('too_large', 'upload.tooMany');
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_KEY':
        return new AppError('too_large', 'upload.fieldTooLong');
      case 'LIMIT_UNEXPECTED_FILE':
        return new AppError(
          'invalid_data',
          e.field ? says('upload.unexpectedFileField', { field: e.field }) : 'upload.unexpectedFile',
        );
      default:
        return new AppError('invalid_data', 'upload.unreadable');
    }
  }
  switch (e.type) {
    case 'entity.parse.failed':
      return new AppError('invalid_data', 'request.notJson');
    case 'entity.too.large':
      return new AppError('too_large', 'request.tooLarge');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'request.encoding');
  }
  const status = e.status ?? e.statusCode;
  if (status === undefined && MALFORMED_FORM.has(e.message)) {
    return new AppError('invalid_data', 'request.malformedForm');
  }
  if (status && status >= 400 && status < 500) {
    return new AppError(
      status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_data',
      'request.bad',
    );
  }
  return new AppError('internal', 'server.internal');
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  void next;
  const appError = toAppError(err);
  if (appError.code === 'internal') req.log?.error({ err }, 'unhandled error');
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  if (res.headersSent) return;
  res.status(appError.status).json(errorBody(appError));
};

const withParams = ({ code, params }: CodedText) => (params ? { code, params } : { code });

/**
 * The answer of an error: the English message (and per-field messages), and the code and values
 * of each, so that the site shows its own text in the reader's language.
 */
export function errorBody(appError: AppError): ApiError {
  const body: ApiError = { message: appError.message, code: appError.code };
  const fields = appError.fields;
  if (fields) body.fields = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.message]));
  if (appError.text) {
    body.messageCode = appError.text.code;
    if (appError.text.params) body.messageParams = appError.text.params;
  }
  if (fields && Object.keys(fields).length)
    body.fieldIssues = Object.fromEntries(
      Object.entries(fields).map(([name, f]) => [name, withParams(f.issue)]),
    );
  return body;
}

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', says('route.none', { method: req.method, path: req.path })));
};
