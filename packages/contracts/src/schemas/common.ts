import { z } from 'zod';

// In a browser the shop's Content-Security-Policy allows no eval: zod must not compile its parsers
// with `new Function` (nor probe whether it may, which the page would report as a violation).
if ('document' in globalThis) z.config({ jitless: true });
export type { ErrorCode, ApiError, MessageResponse, ImageSet } from './common.responses';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

// Messages people can read: a missing field "is required", a wrong type "must be text".
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      return issue.input === undefined
        ? 'is required'
        : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    return undefined;
  },
});

/**
 * C0 controls, DEL and C1 controls, the bidirectional controls that reorder what a reader sees
 * (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069: "\u202E" turns the rest of a name
 * around), and in one-line text also the line and paragraph separators (U+2028, U+2029); multi-line
 * text keeps tab, line feed and carriage return. The joiners Bengali needs (ZWJ, ZWNJ) stay.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
const CONTROL_CHARS_MULTILINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one rule for text people type (names, titles, descriptions, addresses, an order's delivery
 * details): trimmed, no NUL or other control characters, no bidirectional controls, no line breaks
 * (multi-line text may hold tabs and line breaks), no lone surrogates (they cannot be stored or
 * shown as text). Chain `.min()`/`.max()` after it.
 */
export const textSchema = (options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .refine((v) => !(options.multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS).test(v), {
      message: options.multiline
        ? 'must not contain control characters (only tabs and line breaks)'
        : 'must not contain control characters or line breaks',
      abort: true,
    })
    .refine((v) => !LONE_SURROGATE.test(v), { message: 'must be valid Unicode text', abort: true });

/** A link stored by an admin and shown to visitors: only `http:` and `https:` (never `javascript:`). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000, 'is too long')
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'must be an http:// or https:// address' },
  );

/**
 * A stored file's name, chosen by the server only: a random base, an optional variant suffix, a
 * known extension. New files get 32 hex (128 random bits); the 24-hex names of earlier versions
 * are still read, served and swept, so an upgraded shop keeps its pictures.
 */
export const STORED_FILE_NAME = /^(?:[0-9a-f]{32}|[0-9a-f]{24})(?:-[a-z0-9]{1,12})?\.(?:jpg|png|webp|pdf)$/;

/** A 24-hex identifier as every `_id` reaches clients. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-character hex id');

/**
 * Words of letters, marks and digits of any script joined by dashes: `grip-pro-90-90-17`,
 * `মোটরসাইকেল` (a Bengali name keeps its script). Slugs are NFC; what comes in is normalized to NFC.
 */
const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

/** A slug or an `_id` (any case): what every `:slug` param accepts. */
export const slugOrIdSchema = z
  .string()
  .trim()
  .overwrite((v) => v.normalize('NFC'))
  .min(1, 'is required')
  .max(120, 'is too long')
  .regex(SLUG, 'must be a slug or an id');

export const slugSchema = z
  .string()
  .trim()
  .overwrite((v) => v.normalize('NFC'))
  .min(1, 'is required')
  .max(120, 'is too long')
  .regex(SLUG, 'must be lower-case letters, digits and dashes')
  .refine((v) => v === v.toLowerCase(), 'must be lower-case letters, digits and dashes');

/** E-mail: any valid domain, `.com.bd` included (the old site only took `.com`). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .email('must be a valid e-mail address');

/** Bangladeshi mobile numbers: 01XXXXXXXXX or +8801XXXXXXXXX; stored as 01XXXXXXXXX. */
export const bdMobileSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+?88)?01[3-9]\d{8}$/, 'must be a Bangladeshi mobile number (01XXXXXXXXX)'))
  .transform((v) => v.slice(v.length - 11));

/** Page (0-based) and size of a paginated list; total in the X-Total-Count header. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(0),
  size: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be 100 or less')
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A free-text search term; an object (a query operator) is refused. */
export const searchTextSchema = z.string().trim().max(100, 'is too long');

/** Whole Taka (BDT): money is always an integer. */
export const bdtSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be whole Taka')
  .min(0, 'must be 0 or more')
  .max(10_000_000, 'is too large');

export const slugParamsSchema = z.object({ slug: slugOrIdSchema });
export type SlugParams = z.infer<typeof slugParamsSchema>;
export const idParamsSchema = z.object({ id: objectIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
