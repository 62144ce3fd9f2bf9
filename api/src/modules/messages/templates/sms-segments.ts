// How many SMS a text is sent as. A text written only in the GSM 03.38 alphabet goes as 7-bit
// septets: 160 in one SMS, 153 a part when split (the rest of each part holds the header that
// joins them); a character of the extension table costs two septets (an escape and itself). Any
// other character (Bangla, ৳, curly quotes, emoji) sends the whole text as UCS-2: 70 UTF-16 code
// units in one SMS, 67 a part. A part never splits a two-septet character or a surrogate pair:
// one that does not fit in what is left of a part starts the next (3GPP TS 23.038), which is what
// a gateway does, so the count here is never below what the customer is charged for.

/** The GSM 03.38 default alphabet, one septet each (the escape itself, 0x1B, is no character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: two septets each (form feed, ^ { } \ [ ~ ] | €). */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export const SMS_LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export interface SmsCount {
  /** gsm7 when every character is in the GSM alphabet, else ucs2. */
  encoding: 'gsm7' | 'ucs2';
  /** SMS the text is sent as (an empty text still goes as one). */
  segments: number;
  /** Septets (gsm7) or UTF-16 code units (ucs2). */
  length: number;
}

/** What each character costs: septets when all are GSM, else UTF-16 code units; null for none. */
function gsmCosts(text: string): number[] | null {
  const costs: number[] = [];
  for (const char of text) {
    if (basic.has(char)) costs.push(1);
    else if (extension.has(char)) costs.push(2);
    else return null;
  }
  return costs;
}

/** The segments, length and encoding of an SMS text. */
export function smsSegments(text: string): SmsCount {
  const gsm = gsmCosts(text);
  const encoding = gsm ? 'gsm7' : 'ucs2';
  // for…of walks code points: a character outside the BMP is one surrogate pair of 2 units
  const costs = gsm ?? Array.from(text, (char) => char.length);
  const { single, part } = SMS_LIMITS[encoding];
  const length = costs.reduce((sum, cost) => sum + cost, 0);
  if (length <= single) return { encoding, segments: 1, length };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, segments, length };
}
