// The pieces the content's forms share (news, banners, the public forms of jobs, dealers and contact).
import { z } from 'zod';
import { textSchema } from './common';

/** What a yes-or-no field of a form or query is sent as (any case and spacing of the texts is read). */
export type FormFlag = boolean | 0 | 1 | '1' | '0' | 'true' | 'false' | 'on' | 'off' | 'yes' | 'no';

/** Text of a multipart form or query that means yes or no: `1`/`true`/`on` or `0`/`false`/`off`. */
export const formFlagSchema = z.preprocess(
  // typed as what clients send (`ClientInput`); any other value reaches the boolean check and is refused
  (v: FormFlag) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(t)) return true;
    if (['0', 'false', 'off', 'no'].includes(t)) return false;
    return v;
  },
  z.boolean({ error: 'must be true or false' }),
);

/**
 * The honeypot of the public forms (apply, dealer request, contact message): a field people never
 * see and leave empty. When it is filled the API answers exactly as for a success and stores
 * nothing. Any value counts as filled (never a 400 that would tell a bot what happened).
 */
export const honeypotSchema = z.string().optional().catch('filled');
/** The honeypot's field name in every public form. */
export const HONEYPOT_FIELD = 'website';

/** Optional text that answers always carry: '' when none was given. */
export const optionalText = (max: number, multiline = false) =>
  textSchema({ multiline }).max(max, 'is too long').optional();
