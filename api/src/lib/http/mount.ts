import {
  Router,
  urlencoded,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Page, Route, RouteInput, RouteSpec } from '@tyre/contracts/routes';
import type { z } from 'zod';
import type { Guards } from '../auth/guards';
import { upload } from '../files/upload';
import { asWriteUnit } from '../store/write-gate';
import { fromZodError } from './errors';

type MaybePromise<T> = T | Promise<T>;

/** One item of a route's declared list answer. */
type ItemOf<R> = R extends readonly (infer T)[] ? T : never;

/**
 * The JSON answer a route declares, as its handler gives it: the response schema's type, a page
 * `{ items, total }` of its items for a paged route; `undefined` for a route with a raw answer
 * (a file, a PDF, a page) or none, whose handler answers itself.
 */
export type AnswerOf<S extends RouteSpec> = S['response'] extends z.ZodType
  ? S['paged'] extends true
    ? Page<ItemOf<z.output<S['response']>>>
    : z.output<S['response']>
  : undefined;

/**
 * An answer already written as JSON bytes (kept so by a cache), with the type it was written
 * from: the mount sends the bytes as `res.json` would send the value.
 */
export type JsonBytes<T> = Buffer & { readonly __jsonOf?: T };

/**
 * What a route's handler gives back, checked by the compiler against the route's declaration: a
 * JSON route's declared answer (or it as JSON bytes); nothing for a route with a raw answer,
 * whose handler answered itself. Errors are thrown (`AppError`), never written by hand.
 */
export type HandlerResult<S extends RouteSpec> = MaybePromise<
  S['response'] extends z.ZodType
    ? S['paged'] extends true
      ? AnswerOf<S>
      : AnswerOf<S> | JsonBytes<AnswerOf<S>>
    : void
>;

/** A route's handler: the validated params, query, body and headers, then the request and response. */
export type Handler<S extends RouteSpec> = (
  input: RouteInput<S>,
  req: Request,
  res: Response,
) => HandlerResult<S>;

/** A handler, or a handler with steps that run before the upload and the validation (a rate limit). */
export type HandlerEntry<S extends RouteSpec> = Handler<S> | { before: RequestHandler[]; handle: Handler<S> };

/** One handler per declared route of a resource: a missing or unknown key fails the type check. */
export type Handlers<D extends Record<string, Route>> = { [K in keyof D]: HandlerEntry<D[K]> };

/** A resource's routes, mounted: the router and the keys it answers (checked against the declarations at start). */
export interface MountedRoutes {
  router: Router;
  keys: string[];
}

function parse(schema: RouteSpec['params'], value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw fromZodError(result.error, where);
  return result.data;
}

/** The declared request headers as sent (by their declared names; a missing one undefined). */
function declaredHeaders(req: Request, schema: z.ZodObject): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, req.get(name)]));
}

function guardsFor(route: RouteSpec, guards: Guards): RequestHandler[] {
  switch (route.access) {
    case 'public':
      return [];
    case 'optional':
      return [guards.optionalUser];
    case 'user':
      return [guards.requireUser];
    case 'admin':
      return guards.requireAdmin;
  }
}

function uploadFor(route: RouteSpec): RequestHandler[] {
  if (!route.files) return [];
  return upload({
    fields: route.files.map((f) => ({
      name: f.name,
      accept: [...f.accept],
      ...(f.maxCount !== undefined && { maxCount: f.maxCount }),
      ...(f.required !== undefined && { required: f.required }),
    })),
    ...(route.maxFileBytes !== undefined && { maxFileBytes: route.maxFileBytes }),
  });
}

/** An HTML form's fields (a payment gateway's post), for a route that declares `form`. */
function formFor(route: RouteSpec): RequestHandler[] {
  return route.form ? [urlencoded({ extended: false, limit: '32kb', parameterLimit: 200 })] : [];
}

/**
 * The last step of every route: validates body, query, params and the declared headers with the
 * declaration's schemas (unknown keys dropped, wrong types refused with a message per field),
 * runs the handler on the validated input only, and sends what it gives: JSON with the declared
 * status, a page as its items with the total in `X-Total-Count`.
 */
function finish(route: RouteSpec, fn: Handler<RouteSpec>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    // body, query, params, then headers: the first that fails is the one the 400 names
    const body = parse(route.body, req.body, 'body');
    const query = parse(route.query, req.query, 'query');
    const params = parse(route.params, req.params, 'params');
    const headers = route.headers && parse(route.headers, declaredHeaders(req, route.headers), 'headers');
    const input = { params, query, body, headers } as RouteInput<RouteSpec>;
    // one unit of writes for a backup's snapshot: all of this handler's writes, or none
    const result: unknown = await asWriteUnit(() => fn(input, req, res));
    if (res.headersSent) return;
    if (result === undefined) return next();
    if (route.status) res.status(route.status);
    if (route.paged) {
      const { items, total } = result as Page<unknown>;
      res.setHeader('X-Total-Count', String(total));
      res.json(items);
    } else if (Buffer.isBuffer(result)) {
      // JSON bytes (`JsonBytes`): sent as they are, with the type `res.json` gives
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.send(result);
    } else res.json(result);
  };
}

/**
 * Mounts a resource's handlers from its declarations (`@tyre/contracts/routes`), in declaration
 * order: the guard its access names, then the handler's own steps, then the upload its files
 * name, then validation and the handler.
 */
export function mountRoutes<D extends Record<string, Route>, H extends Handlers<D>>(
  guards: Guards,
  routes: D,
  // H apart from D: a handler's answer is then checked against its route's declared type as
  // written (`{ status: 'ok' }` stays the literal 'ok'); a key no route declares is refused
  handlers: H & { [K in Exclude<keyof H, keyof D>]: never },
): MountedRoutes {
  const router = Router();
  const keys: string[] = [];
  for (const key of Object.keys(routes) as (keyof D & string)[]) {
    const route = routes[key]!;
    const entry = handlers[key] as HandlerEntry<RouteSpec> | undefined;
    if (!entry) throw new Error(`${key} is declared but has no handler`);
    const { before, handle } = typeof entry === 'function' ? { before: [], handle: entry } : entry;
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](
      route.path,
      ...guardsFor(route, guards),
      ...before,
      ...uploadFor(route),
      ...formFor(route),
      finish(route, handle),
    );
    keys.push(key);
  }
  for (const key of Object.keys(handlers)) {
    if (!Object.hasOwn(routes, key)) throw new Error(`${key} has a handler but no declaration`);
  }
  return { router, keys };
}

/** Start-up check: every declared route is answered by exactly one module, and nothing else is. */
export function checkAllMounted(declared: Iterable<string>, mounted: Iterable<string>): void {
  const want = new Set(declared);
  const seen = new Set<string>();
  for (const key of mounted) {
    if (seen.has(key)) throw new Error(`${key} is mounted twice`);
    if (!want.has(key)) throw new Error(`${key} is mounted but not declared in @tyre/contracts/routes`);
    seen.add(key);
  }
  const missing = [...want].filter((key) => !seen.has(key));
  if (missing.length) throw new Error(`Declared but not mounted: ${missing.join(', ')}`);
}
