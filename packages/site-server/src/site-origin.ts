// The address the shell's pages name as their own (canonical and link-preview addresses, JSON-LD,
// robots.txt, the sitemap): the configured one. A request's Host header is the client's to write,
// so it only chooses among the configured addresses; left unconfigured (a developer's machine),
// the Host a request came to is taken, and production refuses to start that way.

/** What the shell's server is told of its own address (`PUBLIC_ORIGIN`, `ALLOWED_HOSTS`). */
export interface SiteOrigins {
  /** the shop's address as visitors see it (`https://tyres.example.com.bd`) */
  publicOrigin?: string | undefined;
  /**
   * more addresses the shop answers on, each naming itself in its pages: `https://…` or `http://…`
   * origins, or bare hosts (`www.tyres.example.com.bd`, meaning https)
   */
  allowedHosts?: readonly string[] | undefined;
}

/** A setting of the site's address that cannot be used; the message names the variable. */
export class SiteOriginError extends Error {
  override name = 'SiteOriginError';
}

/** The site's address for a request. */
export interface SiteOf {
  (hostHeader: string | undefined): {
    /** `https://tyres.example.com.bd`, no trailing slash */
    origin: string;
    /** true when configured; false when taken from the request (nothing configured) */
    configured: boolean;
  };
  /** whether any address is configured */
  configured: boolean;
}

/** An origin (`http(s)://host[:port]`, nothing after it but a `/`), or a bare host meaning https. */
function originOfSetting(value: string, name: string, bareHost: boolean): string {
  const text = value.trim();
  const written = bareHost && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    throw new SiteOriginError(`${name}: "${value}" is not an address such as https://tyres.example.com.bd`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SiteOriginError(`${name}: "${value}" must start with https:// (or http://)`);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new SiteOriginError(
      `${name}: "${value}" must be the shop's address alone, without a path, query or user (https://tyres.example.com.bd)`,
    );
  return url.origin;
}

/** The host a request's Host header names (lower case), or null when it is no host (a path, a user, spaces). */
function hostOf(hostHeader: string | undefined): string | null {
  if (!hostHeader || !/^[^\s/?#@\\]+$/.test(hostHeader)) return null;
  try {
    return new URL(`http://${hostHeader}`).host && hostHeader.toLowerCase();
  } catch {
    return null;
  }
}

/** The Host headers that name an origin: its host, and with its default port written out too. */
function hostsOf(origin: string): string[] {
  const url = new URL(origin);
  if (url.port) return [url.host];
  return [url.host, `${url.host}:${url.protocol === 'https:' ? 443 : 80}`];
}

/**
 * The site's address for each request, from the settings (checked here: a bad one throws a
 * `SiteOriginError` naming it). A request to one of `allowedHosts` names that address; any other
 * request names `publicOrigin`, else the first of `allowedHosts`. With neither (development only:
 * `siteOriginsFromEnv` refuses it in production), the address the request came to, or `fallback()`
 * when its Host is not a host.
 */
export function siteOrigins(
  { publicOrigin, allowedHosts = [] }: SiteOrigins,
  fallback: () => string,
): SiteOf {
  const origins = allowedHosts.map((entry) => originOfSetting(entry, 'ALLOWED_HOSTS', true));
  const primary = publicOrigin ? originOfSetting(publicOrigin, 'PUBLIC_ORIGIN', false) : origins[0];
  const allowed = new Map<string, string>();
  for (const origin of origins)
    for (const host of hostsOf(origin)) if (!allowed.has(host)) allowed.set(host, origin);
  const of = (hostHeader: string | undefined) => {
    const host = hostOf(hostHeader);
    if (primary) return { origin: (host && allowed.get(host)) || primary, configured: true };
    return { origin: host ? `http://${host}` : fallback(), configured: false };
  };
  return Object.assign(of, { configured: primary !== undefined });
}

/**
 * The shell server's address settings from the environment: `PUBLIC_ORIGIN` and `ALLOWED_HOSTS`
 * (comma-separated), checked. With `NODE_ENV=production` one of them is required: without, every
 * page would name whatever Host a request carried (a link preview, a canonical address or a cached
 * robots.txt pointing elsewhere). Throws a `SiteOriginError` that says what to set.
 */
export function siteOriginsFromEnv(env: Readonly<Record<string, string | undefined>>): SiteOrigins {
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() || undefined;
  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (env.NODE_ENV === 'production' && !publicOrigin && !allowedHosts.length)
    throw new SiteOriginError(
      'set PUBLIC_ORIGIN to the shop’s address as visitors see it (for example https://tyres.example.com.bd), ' +
        'or ALLOWED_HOSTS to the addresses it answers on: in production the site server does not take ' +
        'its address from the Host header of each request',
    );
  const origins = { publicOrigin, allowedHosts };
  siteOrigins(origins, () => ''); // checked now: a bad value stops the start
  return origins;
}
