import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Page, Route, RouteInput, RouteSpec } from '@tyre/contracts/routes';
import type { Guards } from '../auth/guards';
import { upload } from '../files/upload';
import { asWriteUnit } from '../store/write-gate';
import { fromZodError } from './errors';

type MaybePromise<T> = T | Promise<T>;

/**
 * What a route's handler gives back: the JSON answer (a page's `{ items, total }` for a paged
 * route), or `undefined` when it answered itself (a file, a PDF, a redirect).
 */
export type HandlerResult<S extends RouteSpec> = MaybePromise<
  (S['paged'] extends true ? Page<unknown> : unknown) | undefined
>;

/** A route's handler: the validated params, query and body, then the request and response. */
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

/**
 * The last step of every route: validates body, query and params with the declaration's schemas
 * (unknown keys dropped, wrong types refused with a message per field), runs the handler on the
 * validated input only, and sends what it gives: JSON with the declared status, a page as its
 * items with the total in `X-Total-Count`.
 */
function finish(route: RouteSpec, fn: Handler<RouteSpec>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    // body, query, then params: the first that fails is the one the 400 names
    const body = parse(route.body, req.body, 'body');
    const query = parse(route.query, req.query, 'query');
    const params = parse(route.params, req.params, 'params');
    const input = { params, query, body } as RouteInput<RouteSpec>;
    // one unit of writes for a backup's snapshot: all of this handler's writes, or none
    const result = await asWriteUnit(() => fn(input, req, res));
    if (res.headersSent) return;
    if (result === undefined) return next();
    if (route.status) res.status(route.status);
    if (route.paged) {
      const { items, total } = result as Page<unknown>;
      res.setHeader('X-Total-Count', String(total));
      res.json(items);
    } else res.json(result);
  };
}

/**
 * Mounts a resource's handlers from its declarations (`@tyre/contracts/routes`), in declaration
 * order: the guard its access names, then the handler's own steps, then the upload its files
 * name, then validation and the handler.
 */
export function mountRoutes<D extends Record<string, Route>>(
  guards: Guards,
  routes: D,
  handlers: Handlers<D>,
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
