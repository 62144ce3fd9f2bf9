import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Error statuses an operation may answer, all with the `ApiError` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** A file field of a multipart body. */
export interface FileField {
  name: string;
  /** Up to this many files in the field (1 unless said). */
  maxCount?: number;
  required?: boolean;
  description?: string;
}

/**
 * One route of the API, as the OpenAPI document describes it. The schemas are the contracts'
 * (`@tyre/contracts`, `@tyre/contracts/responses`); everything else is said here.
 *
 * Error responses follow from the rest and need not be listed: 400 when the route takes params,
 * a query or a body; 401 for `auth: 'user' | 'admin'`; 403 for `'admin'`; 404 when the path has
 * a parameter; 413 and 415 when it takes a body. `errors` adds others (409, 429, 503, ...).
 */
export interface Operation {
  method: HttpMethod;
  /** OpenAPI path template under /api/v1: `/products/{slug}`. */
  path: string;
  /** Groups operations on the reference page. */
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: a signed-in user, an admin, or anyone (an admin token may see more). */
  auth?: 'user' | 'admin' | 'optional';
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads (an object of header name → schema). */
  headers?: z.ZodObject;
  /** A JSON body, or with `files` the text fields of a multipart form. */
  body?: z.ZodType;
  /** Makes the body `multipart/form-data` with these file fields. */
  files?: FileField[];
  /** The success status; 200 unless said. */
  status?: 200 | 201;
  /** The JSON body of the success answer (a schema), or the media types of a raw answer. */
  response?: z.ZodType | { raw: string[] };
  /** Headers of the success answer (an object of header name → schema). */
  responseHeaders?: z.ZodObject;
  /** A page of a list: the total of all pages in the `X-Total-Count` header. */
  paged?: boolean;
  errors?: ErrorStatus[];
}
