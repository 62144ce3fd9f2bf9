// How an API route is declared: once, here in the contracts, beside the schemas it takes and
// answers. The API mounts its handlers from these declarations (validation, guards and uploads
// chosen from them), the OpenAPI document is made from them, and the web-kit's typed client
// takes its types from them. Only types reach browser bundles: the client is called with the
// route's key (`'GET /products/:slug'`), which carries its method and path.
import type { z } from 'zod';
import type { ClientInput as InputOf } from '../schemas/client-input';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's key: its method and its Express path under /api/v1, `GET /products/:slug`. */
export type RouteKey = `${HttpMethod} /${string}`;

/**
 * Who may call a route: anyone; anyone, with a token read when sent (an admin may see more); a
 * signed-in user; an admin.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** Error statuses a route may answer, all with the `ApiError` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What an uploaded file's bytes may be: a JPEG, PNG or WebP picture, a PDF, or UTF-8 text (a CSV). */
export type FileKind = 'image' | 'document' | 'text';

/** A file field of a multipart body. */
export interface FileField {
  name: string;
  /** What the file's content may be (decided from its bytes, not its name). */
  accept: readonly FileKind[];
  /** Up to this many files in the field (1 unless said). */
  maxCount?: number;
  required?: boolean;
  description?: string;
}

/** A raw answer (a file, a PDF, a page): its media types. */
export interface RawResponse {
  raw: readonly string[];
}

/**
 * One route. Error responses follow from the rest and need not be listed: 400 when the route
 * takes params, a query or a body; 401 for `user` and `admin`; 403 for `admin`; 404 when the path
 * has a parameter; 413 and 415 when it takes a body. `errors` adds others (409, 429, 503, ...).
 */
export interface RouteSpec {
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * Request headers the route reads (an object of header name → schema): the mount validates them
   * (400 naming the header) and the handler gets them parsed, under these names.
   */
  headers?: z.ZodObject;
  /** A JSON body, or with `files` the text fields of a multipart form, or with `form` an HTML form's fields. */
  body?: z.ZodType;
  /**
   * The body is an HTML form post (`application/x-www-form-urlencoded`), as a payment gateway's
   * page or server sends it, instead of JSON.
   */
  form?: true;
  /** Makes the body `multipart/form-data` with these file fields. */
  files?: readonly FileField[];
  /** The largest file of `files`, in bytes (5 MB unless said). */
  maxFileBytes?: number;
  /** The success status; 200 unless said (303: the handler sends the browser on). */
  status?: 200 | 201 | 202 | 303;
  /** The JSON body of the success answer (a schema), or the media types of a raw answer. */
  response?: z.ZodType | RawResponse;
  /** Headers of the success answer (an object of header name → schema). */
  responseHeaders?: z.ZodObject;
  /** A page of a list: the handler gives `{ items, total }`; the items are the body, the total the `X-Total-Count` header. */
  paged?: boolean;
  errors?: readonly ErrorStatus[];
  /**
   * The API sets or reads an HttpOnly cookie on this route (the login's device pass, the mobile
   * number confirmed for orders): the site's client sends the call with the browser's cookies
   * (`credentials: 'include'`), the others without.
   */
  credentials?: boolean;
  /**
   * Path parameters (`key` of `/orders/:key`) and query fields whose value opens something by
   * itself (a guest order's key): the API's request log writes `:key` or `***` in their place.
   */
  secrets?: { params?: readonly string[]; query?: readonly string[] };
}

/** A declared route: its spec, with the method, path and tag its key and group give. */
export type Route<S = RouteSpec> = S & { method: HttpMethod; path: string; tag: string };

/** A resource's routes, by key. */
export type Routes = Record<RouteKey, RouteSpec>;

export type Declared<R extends Routes> = { [K in keyof R]: Route<R[K]> };

/**
 * Declares a resource's routes under one tag (the group on the reference page). The order is
 * the mounting order: a fixed path (`/products/finder`) comes before a parameter (`/products/:slug`).
 */
export function defineRoutes<const R extends Routes>(tag: string, routes: R): Declared<R> {
  const out: Record<string, Route> = {};
  for (const [key, spec] of Object.entries(routes)) {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    out[key] = { ...spec, method, path, tag };
  }
  return out as unknown as Declared<R>;
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated params, query, body and declared headers a handler gets. */
export interface RouteInput<S extends RouteSpec> {
  params: OutputOf<S['params']>;
  query: OutputOf<S['query']>;
  body: OutputOf<S['body']>;
  headers: OutputOf<S['headers']>;
}

/** One item of a paged answer, or the whole JSON answer. */
export type ResponseOf<S extends RouteSpec> = S['response'] extends z.ZodType
  ? z.output<S['response']>
  : S['response'] extends RawResponse
    ? ArrayBuffer
    : undefined;

/** A page of a list: the items of this page and how many all pages hold together. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** What a client sends: params, query and body as the schemas take them (before their transforms). */
export type RequestOf<S extends RouteSpec> = (S['params'] extends z.ZodType
  ? { params: InputOf<S['params']> }
  : { params?: undefined }) &
  (S['query'] extends z.ZodType
    ? object extends InputOf<S['query']>
      ? { query?: InputOf<S['query']> }
      : { query: InputOf<S['query']> }
    : { query?: undefined }) &
  (S['files'] extends readonly FileField[]
    ? { body: FormData }
    : S['body'] extends z.ZodType
      ? { body: InputOf<S['body']> }
      : { body?: undefined });

/** `/products/:slug` with `{ slug: 'a b' }` → `/products/a%20b`. */
export function fillPath(path: string, params: object | undefined): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of `query` ('' or `?a=1&b=2`): `undefined` and `null` left out, a list repeating its key. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address below the API base that a call of `key` asks: `'GET /products'` with
 * `{ query: { page: 0 } }` → `/products?page=0`. The site's client and the site server build
 * their addresses with it, so that an answer the server fetched early is found by the page.
 */
export function callPath(key: string, call?: { params?: object; query?: object }): string {
  return fillPath(splitKey(key).path, call?.params) + queryString(call?.query);
}

/** The method and path of a key (`'GET /products/:slug'`). */
export function splitKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}
