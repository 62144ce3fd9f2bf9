import http from 'node:http';

export interface SentResponse {
  status: number;
  retryAfter: number | undefined;
  body: any;
}

/**
 * Sends a JSON request to the in-process API from a chosen client address (any 127.0.0.x on
 * Linux), so per-address limits can be tested for real; `headers` may add X-Forwarded-For.
 */
export function sendFrom(
  base: string,
  from: string,
  method: string,
  route: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<SentResponse> {
  const url = new URL(base + route);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const retry = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: retry === undefined ? undefined : Number(retry),
            body: res.headers['content-type']?.includes('application/json') ? JSON.parse(text) : text,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** How many answers had each status: `{ 401: 5, 429: 45 }`. */
export const tally = (answers: { status: number }[]): Record<number, number> =>
  answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});
