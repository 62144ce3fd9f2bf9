import type { RequestHandler } from 'express';
import { AppError, says } from '../http/errors';
import { addressKey } from './client-address';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * Limits a public form post (job application, dealer request, contact message) per client
 * address: one store-backed take per request, placed before the upload is parsed, so a refused
 * post costs no parsing, checking or saving. 429 with `Retry-After` once the window is used up.
 */
export function formLimit(throttle: Throttle, form: string, rule: ThrottleRule): RequestHandler {
  return async (req, _res, next) => {
    // the socket's address, or the one TRUST_PROXY proxies vouch for (IPv6 by its /64)
    const address = addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    const taken = await throttle.take(`form:${form}:${address}`, rule);
    if (!taken.ok) {
      throw new AppError(
        'too_many_requests',
        says('limit.forms', { minutes: Math.ceil(taken.retryAfterSeconds / 60) }),
        { retryAfterSeconds: taken.retryAfterSeconds },
      );
    }
    next();
  };
}

/** The default of the public forms: 10 posts per client address in 10 minutes. */
export const PUBLIC_FORM_RULE: ThrottleRule = { limit: 10, windowSeconds: 10 * 60 };
