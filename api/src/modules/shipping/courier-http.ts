// One call to a courier's merchant API, as both couriers' clients make it: JSON in and out, a
// time-out, and every failure sorted by what it means for a booking. A call either answers, is
// refused (the courier surely did not do it: a 4xx), or leaves its outcome unknown (a time-out, a
// lost connection, a 5xx, 408 or 429, an answer that is not JSON): the caller must then find out
// before trying again.

/** A call that did not answer: `unknown` (it may have been done) or `refused` (it surely was not). */
export class CourierCallError extends Error {
  constructor(
    message: string,
    readonly outcome: 'unknown' | 'refused',
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'CourierCallError';
  }
}

/** The start of an answer on one line, for errors and the log. */
export const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

export const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** The `message` of a JSON answer, or its text. */
const messageOf = (json: unknown, text: string): string => {
  const message = asRecord(json).message;
  return excerpt(typeof message === 'string' ? message : text);
};

/**
 * Calls `url` and answers its JSON; `label` names the courier in errors ('Steadfast'). A 4xx is
 * refused with the answer's message; a 401 also carries `httpStatus` so that a client can get a
 * new token and try once more.
 */
export async function callCourier(
  label: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
      throw new CourierCallError(`${label} did not answer within ${timeoutMs / 1000} s`, 'unknown');
    throw new CourierCallError(
      `${label} could not be reached (${err.cause?.code ?? err.cause?.message ?? err.message})`,
      'unknown',
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new CourierCallError(`${label}’s answer was cut off`, 'unknown', res.status);
  }
  if (res.status >= 500 || res.status === 408 || res.status === 429)
    throw new CourierCallError(`${label} answered ${res.status}: ${excerpt(text)}`, 'unknown', res.status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CourierCallError(
      `${label} answered ${res.status} without JSON: ${excerpt(text)}`,
      'unknown',
      res.status,
    );
  }
  if (!res.ok)
    throw new CourierCallError(
      `${label} refused (${res.status}): ${messageOf(json, text)}`,
      'refused',
      res.status,
    );
  return json;
}
