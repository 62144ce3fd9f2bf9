/*
 * The page's first Intl number or date formatter is costly: the engine loads its locale data, about
 * 25 ms of this machine's CPU and 100 ms of an emulated mid-range phone's, in one task. Prices and
 * counts, which every catalogue and checkout screen shows, are whole numbers written without Intl
 * (whole-number.ts: lakh grouping and the language's digits, the same text Intl writes), so those
 * screens never pay it. Dates and other numbers use Intl: each formatter is made when first asked
 * for, for its locale and options, and kept here for format.ts and i18next's `number` (later ones
 * cost about 1 ms). None is made when this module loads (docs/build-notes.md, note 18).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `make` builds for `kind`, `locale` and `options`, made the first time and kept. */
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

/** The number formatter for `locale` and `options`, made the first time it is asked for. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
/** The date formatter for `locale` and `options`, made the first time it is asked for. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
