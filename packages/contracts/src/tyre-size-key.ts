// One key per tyre size, whatever way it was written: `90/90-17`, `90/90 - 17`, `90/90x17` and
// `90/90 17` are one size, as are `185/65R15` and `185/65 R 15`, `7.50-16` and `7.5-16`. The key
// holds the dimensions only: the construction letter (R, ZR, B, D), the separators, a P/LT
// prefix and anything after the rim (load index, speed rating, ply, TL/TT) are dropped, so a
// radial `140/70 R17` matches a vehicle maker's `140/70-17`. Bengali digits (৯০/৯০-১৭) and
// full-width characters read as ASCII. Pure and zod-free, for the API and browsers alike.
//
// Keys, by family (the label is kept as written for display; only the key compares):
//   metric          90/90-17, 185/65-15, 295/80-22.5, 12.5/80-18
//   inch (bias)     4.00-8, 7.50-16, 10.00-20, 12.40-28, 11.00-22.5 (11R22.5)
//   metric, no aspect  155-13 (155R13)
//   alpha (moto)    MT90-16
//   flotation       31X10.50-15

const BENGALI_ZERO = 0x09e6;

/** Upper case ASCII with single spaces: Bengali digits, full-width forms, `×` and dashes read plainly. */
function tidy(label: string): string {
  return label
    .normalize('NFKC')
    .replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO))
    .toUpperCase()
    .replace(/[×✕✖]/g, 'X')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Between the section and the rim: a construction letter or dash or `x`, or at least a space. */
const SEP = String.raw`(?:\s*(?:ZR|R|B|D|-|X)\s*-?\s*|\s+)`;
/** The rim: whole inches or a half (22.5), not followed by more digits. */
const RIM = String.raw`(\d{1,2}(?:\.5|\.0)?)(?![\d.])`;

const FLOTATION = new RegExp(
  String.raw`^(\d{2})\s*X\s*(\d{1,2}(?:\.\d{1,2})?)\s*(?:ZR|R|B|D|-|\s)\s*-?\s*${RIM}`,
);
const METRIC = new RegExp(
  String.raw`^(?:P|LT|ST|T)?\s*(\d{2,3}(?:\.\d{1,2})?)\s*\/\s*(\d{2,3}(?:\.\d)?|\d{1,2})${SEP}${RIM}`,
);
const ALPHA = new RegExp(String.raw`^(M[A-Z])\s*(\d{2})\s*(?:-|X|B|R|\s)\s*${RIM}`);
const INCH = new RegExp(String.raw`^(\d{1,2}(?:\.\d{1,2})?)${SEP}${RIM}`);
const METRIC_NO_ASPECT = new RegExp(String.raw`^(\d{3})\s*(?:ZR|R|-|X|\s)\s*${RIM}`);

const num = (text: string) => Number(text);
const rimText = (text: string) => String(num(text));
const inchWidth = (text: string) => num(text).toFixed(2);
const plainNumber = (text: string) => String(num(text));

/** Rims this shop can sell for: 4 to 30 inches (as the catalogue's sizes). */
const plausibleRim = (rim: string) => num(rim) >= 4 && num(rim) <= 30;

/**
 * The key of a tyre size label, or null when the text is no size this function can read.
 * `tyreSizeKey('90/90 - 17') === tyreSizeKey('90/90x17') === '90/90-17'`.
 */
export function tyreSizeKey(label: string): string | null {
  const text = tidy(label);
  if (!text) return null;
  let m = FLOTATION.exec(text);
  if (m) return plausibleRim(m[3]!) ? `${m[1]}X${inchWidth(m[2]!)}-${rimText(m[3]!)}` : null;
  m = METRIC.exec(text);
  if (m) {
    const [, width, aspect, rim] = m as unknown as [string, string, string, string];
    if (!plausibleRim(rim)) return null;
    // farm dual markings: 12.4/11-28 is the inch size 12.4-28 with its old code after the slash
    if (num(width) < 30 && num(aspect) < 20) return `${inchWidth(width)}-${rimText(rim)}`;
    if (num(width) < 30 && !width.includes('.')) return null;
    return `${plainNumber(width)}/${plainNumber(aspect)}-${rimText(rim)}`;
  }
  m = ALPHA.exec(text);
  if (m) return plausibleRim(m[3]!) ? `${m[1]}${m[2]}-${rimText(m[3]!)}` : null;
  m = INCH.exec(text);
  if (m) {
    const [, width, rim] = m as unknown as [string, string, string];
    if (!plausibleRim(rim) || num(width) < 1.5 || num(width) >= 30) return null;
    return `${inchWidth(width)}-${rimText(rim)}`;
  }
  m = METRIC_NO_ASPECT.exec(text);
  if (m) {
    const [, width, rim] = m as unknown as [string, string, string];
    return plausibleRim(rim) && num(width) >= 100 ? `${width}-${rimText(rim)}` : null;
  }
  return null;
}

/** True when both labels are one size (and both can be read). */
export const sameTyreSize = (a: string, b: string): boolean => {
  const key = tyreSizeKey(a);
  return key !== null && key === tyreSizeKey(b);
};
