import type { Route } from '@tyre/contracts/routes';

/**
 * Query fields masked in every address, declared or not: a token or a key that any caller puts in
 * an address never reaches the log.
 */
const ALWAYS_SECRET_QUERY = ['token', 'key'];

/** A path segment where a secret path parameter stands, and the fixed names found in its place. */
interface SecretPlace {
  /** the segments before it (`['orders']`); a parameter (`:id`) matches any segment */
  before: string[];
  name: string;
  /** fixed segments that routes declare in its place (`all`, `counts`, `track`): never masked */
  fixed: Set<string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `segments` begin with `pattern` (a parameter of the pattern matches any segment). */
const startsWith = (segments: string[], pattern: string[]) =>
  pattern.length <= segments.length &&
  pattern.every((segment, i) => isParam(segment) || segment.toLowerCase() === segments[i]!.toLowerCase());

/**
 * How the request log writes an address (`/api/v1/orders/Zk3…?page=2`), made from the route
 * declarations: each path parameter a route declares secret (`secrets.params`) is written
 * `:name`, and each secret query field (`secrets.query`, and `token` or `key` anywhere) `***`.
 * A segment is masked wherever a secret parameter could stand, by its place, whatever the
 * method, a route that answers it or not (a mistyped address with a guest's key is masked too),
 * unless a route declares a fixed name there (`/orders/all` keeps its name).
 *
 * Throws when a declaration names a secret parameter its path does not have.
 */
export function secretMask(routes: Iterable<Route>, base: string): (url: string) => string {
  const declared = [...routes];
  const places: SecretPlace[] = [];
  const query = new Set(ALWAYS_SECRET_QUERY);
  for (const route of declared) {
    const segments = segmentsOf(route.path);
    for (const name of route.secrets?.params ?? []) {
      const at = segments.indexOf(`:${name}`);
      if (at < 0)
        throw new Error(`${route.method} ${route.path}: secret parameter :${name} is not in the path`);
      const before = segments.slice(0, at);
      const known = places.find(
        (place) => place.name === name && place.before.join('/') === before.join('/'),
      );
      if (!known) places.push({ before, name, fixed: new Set() });
    }
    for (const name of route.secrets?.query ?? []) query.add(name);
  }
  for (const place of places) {
    for (const route of declared) {
      const segments = segmentsOf(route.path);
      const there = segments[place.before.length];
      if (there && !isParam(there) && startsWith(segments, place.before))
        place.fixed.add(there.toLowerCase());
    }
  }
  const secretQuery = new RegExp(`([?&](?:${[...query].map(escapeRegex).join('|')})=)[^&]*`, 'gi');
  const prefix = base.replace(/\/+$/, '');

  return (url) => {
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const search = mark < 0 ? '' : url.slice(mark);
    // the address below the API's base (an address outside it is read whole)
    const head = path.startsWith(`${prefix}/`) ? prefix : '';
    // '/orders/Zk3…/invoice.pdf' → ['orders', 'Zk3…', 'invoice.pdf'] (a trailing slash keeps its '')
    const named = path.slice(head.length).split('/').slice(1);
    const masked = new Set<number>();
    for (const place of places) {
      const at = place.before.length;
      const value = named[at];
      if (!value || masked.has(at) || !startsWith(named, place.before)) continue;
      if (place.fixed.has(value.toLowerCase())) continue;
      named[at] = `:${place.name}`;
      masked.add(at);
    }
    const shown = masked.size ? `${head}/${named.join('/')}` : path;
    return shown + search.replace(secretQuery, '$1***');
  };
}
