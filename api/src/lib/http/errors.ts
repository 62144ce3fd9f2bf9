import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiError, ErrorCode } from '@tyre/contracts';
import {
  matchFieldText,
  matchMessageText,
  matchZodIssue,
  type FieldIssueCode,
  type MatchedText,
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

/** The one error type of the API: a code from a fixed set and a message the UI can show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      /** The code of a field's message that is not one of the known texts (zod's own, by its issue code). */
      fieldIssues?: Record<string, MatchedText<FieldIssueCode>>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** A 400 about one field, shaped like a validation failure: `{ fields: { [field]: message } }`. */
export const fieldError = (field: string, message: string) =>
  new AppError('invalid_data', `${field} ${message}`, { fields: { [field]: message } });

/** Turns zod issues into `{ field: message }` and one readable sentence. */
export function fromZodError(error: z.ZodError, where: string): AppError {
  const fields: Record<string, string> = {};
  const fieldIssues: Record<string, MatchedText<FieldIssueCode>> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    if (key in fields) continue;
    fields[key] = issue.message;
    // zod's own English ("Too small: expected string to have >=2 characters") has no text of
    // ours: its issue code tells the browser what to say in the reader's language
    if (!matchFieldText(issue.message))
      fieldIssues[key] = matchZodIssue(issue as Parameters<typeof matchZodIssue>[0]);
  }
  const message = Object.entries(fields)
    .map(([k, m]) => `${k} ${m}`)
    .join('; ');
  return new AppError('invalid_data', message || 'Invalid input', { fields, fieldIssues });
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
        return new AppError('too_large', `The file${e.field ? ` in ${e.field}` : ''} is too large`);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_PART_COUNT':
      case 'LIMIT_FIELD_COUNT':
        return new AppError('too_large', 'Too many files or fields in the form');
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_KEY':
        return new AppError('too_large', 'A form field is too long');
      case 'LIMIT_UNEXPECTED_FILE':
        return new AppError('invalid_data', `Unexpected file field${e.field ? ` "${e.field}"` : ''}`);
      default:
        return new AppError('invalid_data', 'The upload could not be read');
    }
  }
  switch (e.type) {
    case 'entity.parse.failed':
      return new AppError('invalid_data', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('too_large', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported body encoding');
  }
  const status = e.status ?? e.statusCode;
  if (status === undefined && MALFORMED_FORM.has(e.message)) {
    return new AppError('invalid_data', 'The multipart form is malformed');
  }
  if (status && status >= 400 && status < 500) {
    return new AppError(
      status === 413 ? 'too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_data',
      'Bad request',
    );
  }
  return new AppError('internal', 'Something went wrong on our side. Please try again.');
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  void next;
  const appError = toAppError(err);
  if (appError.code === 'internal') req.log?.error({ err }, 'unhandled error');
  if (appError.extra.retryAfterSeconds)
    res.setHeader('Retry-After', String(appError.extra.retryAfterSeconds));
  if (res.headersSent) return;
  res.status(appError.status).json(errorBody(appError));
};

/**
 * The answer of an error: the English message (and per-field messages) as always, and the stable
 * code and values of each known text, so that the site shows its own text in the reader's
 * language (`@tyre/contracts/error-texts`).
 */
export function errorBody(appError: AppError): ApiError {
  const body: ApiError = { message: appError.message, code: appError.code };
  const fields = appError.extra.fields;
  if (fields) body.fields = fields;
  const matched = matchMessageText(appError.message);
  if (matched) {
    body.messageCode = matched.code;
    if (matched.params) body.messageParams = matched.params;
  }
  if (fields) {
    const issues: NonNullable<ApiError['fieldIssues']> = {};
    for (const [field, message] of Object.entries(fields)) {
      const issue =
        matchFieldText(message) ?? appError.extra.fieldIssues?.[field] ?? matchMessageText(message);
      if (issue)
        issues[field] = issue.params ? { code: issue.code, params: issue.params } : { code: issue.code };
    }
    if (Object.keys(issues).length) body.fieldIssues = issues;
  }
  return body;
}

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new AppError('not_found', `No route for ${req.method} ${req.path}`));
};
