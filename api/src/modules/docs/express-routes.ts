import type { Express } from 'express';

/** `GET /products/{slug}`: a method and an OpenAPI path template under /api/v1. */
export type RouteKey = string;

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  /** The path given to `use()` or to a route (router 2, Express 5). */
  rawPath?: string | string[];
}

const join = (prefix: string, part: string) =>
  `${prefix}/${part}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Express's `:slug` and `*rest` become OpenAPI's `{slug}` and `{rest}`. */
const toTemplate = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

function walk(stack: Layer[], prefix: string, out: Set<RouteKey>, base: string): void {
  for (const layer of stack) {
    const paths = [layer.route?.path ?? layer.rawPath ?? '/'].flat();
    for (const path of paths) {
      if (typeof path !== 'string') throw new Error(`A route is mounted on a RegExp under ${prefix}`);
      const full = join(prefix, path);
      if (layer.route) {
        const template = toTemplate(full.startsWith(base) ? full.slice(base.length) || '/' : full);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.add(`${method.toUpperCase()} ${template}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, full, out, base);
      }
    }
  }
}

/**
 * Every (method, path) the app routes, read from Express's own router stack: nested routers are
 * followed, paths are made relative to `base` (`/api/v1`) and written as OpenAPI templates.
 */
export function expressRoutes(app: Express, base = '/api/v1'): Set<RouteKey> {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('This Express has no app.router (Express 5 keeps its routes there)');
  const out = new Set<RouteKey>();
  walk(router.stack, '/', out, base);
  return out;
}

/** Every (method, path) an OpenAPI document describes. */
export function documentRoutes(document: { paths?: Record<string, object> }): Set<RouteKey> {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const out = new Set<RouteKey>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(item)) {
      if (methods.includes(method)) out.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

/** What Express routes that the document misses, and what the document names that Express lacks. */
export function compareRoutes(express: Set<RouteKey>, documented: Set<RouteKey>) {
  return {
    undocumented: [...express].filter((r) => !documented.has(r)).sort(),
    unknown: [...documented].filter((r) => !express.has(r)).sort(),
  };
}
