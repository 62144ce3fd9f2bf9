// The pieces the catalogue's schemas share: categories, tyre ranges (pattern families), tyre sizes,
// products, the finder and the home page's new arrivals (each in `<resource>.ts`, its answers in
// `<resource>.responses.ts`).
//
// Conventions of the catalogue
// - Bodies of categories, sizes and arrivals are JSON. Bodies of tyre ranges and products are
//   multipart forms (they carry images), so every value arrives as text:
//     * numbers are written as digits ("4500"); an empty value counts as "not given";
//       a list or any other non-number is refused (stricter than z.coerce, which turns
//       `true` or `["5"]` into numbers);
//     * `features` is sent as a REPEATED field (`features=Deep grooves`, `features=Tubeless`);
//       one field gives a one-item list; to clear the list on an update send `features` once
//       with an empty value;
//     * optional references and texts that can be cleared (`range`, `loadIndex`,
//       `speedRating`, `pattern`, `plyRating`) take an empty value to mean "none".
// - Unknown keys are dropped; a wrong type (an object where text belongs) is refused with 400.
// - Money is whole BDT. `discountPrice` is the amount taken off the regular price:
//   0 <= discountPrice < regularPrice, and `price` = regularPrice - discountPrice is computed by
//   the server (a `price` sent by a client is dropped).
// - Lists answer a JSON array; paged lists take `page` (0-based) and `size` and send the total
//   in the `X-Total-Count` header. `size` is at most 48 everywhere in the catalogue (a larger
//   value is refused with 400); it defaults to 20 for lists and 8 for the finder.
// - Images are file names served at `/api/v1/files/<name>`, in three sizes (`ImageSet`).
// - Bangla: categories and tyre ranges may carry `nameBn` and `descriptionBn`, products `titleBn`
//   and `descriptionBn` (optional on writes, '' clears; same limits as the English field). Every
//   answer carries them, '' when none; copies of a category's or range's name carry their Bangla
//   twin too (`categoryNameBn`, `rangeNameBn`). Show them with `localized()` (../localized).
import { z } from 'zod';
import { slugSchema, textSchema } from './common';
import { MAX_FEATURES } from '../constants';

/** Text digits from a form or query become a number; '' counts as not given; other values are left for the number check to refuse. */
function fromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : value;
}

/** A number sent as JSON or as text (forms, query strings); put `.optional()`/`.default()` on the inner schema. */
export const numberField = <T extends z.ZodType>(schema: T) => z.preprocess(fromText, schema);

/** Query strings: a key sent empty (`?rim=&category=`) counts as not given. */
export const queryObject = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''))
        : v,
    z.object(shape),
  );

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a number';

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: numberError })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max.toLocaleString('en-US')} or less`);

export const taka = wholeNumber(0, 10_000_000);
/** Whole Taka. */
export const takaField = numberField(taka);

const rimNumber = z
  .number({ error: numberError })
  .min(4, 'must be 4 inches or more')
  .max(30, 'must be 30 inches or less')
  .multipleOf(0.5, 'must be whole or half inches (e.g. 17 or 22.5)');
/** Rim diameter in inches: 8, 17, 22.5 ... */
export const rimSchema = numberField(rimNumber);
export const optionalRim = numberField(rimNumber.optional());

/** A slug given by an admin: like every slug, but never 24 hex characters (those are ids). */
export const catalogSlugSchema = slugSchema.refine(
  (s) => !/^[0-9a-f]{24}$/.test(s),
  'must not look like an id',
);

/** Searched and shown text is stored composed (NFC): Bengali typed decomposed matches a search typed composed. */
export const nfc = (v: string) => v.normalize('NFC');
export const nameSchema = textSchema()
  .min(2, 'must be at least 2 characters')
  .max(80, 'is too long')
  .transform(nfc);
export const descriptionSchema = textSchema({ multiline: true }).max(10_000, 'is too long');
export const descriptionBnSchema = descriptionSchema.transform(nfc);

/** A Bangla twin of a one-line text: '' (none) or within the English field's limits. */
export const banglaLine = (min: number, max: number) =>
  textSchema()
    .max(max, 'is too long')
    .refine((v) => v === '' || v.length >= min, `must be at least ${min} characters`)
    .transform(nfc);
export const nameBnSchema = banglaLine(2, 80);

/** Features as a list; a single form field gives a one-item list; empty items are dropped. */
export const featuresSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(textSchema().max(160, 'is too long'))
      .max(MAX_FEATURES, `must have at most ${MAX_FEATURES} items`),
  )
  .transform((list) => list.filter((item) => item.length > 0));
