// The customer's SMS: the event's text with the reference, the courier's line (shipped) and the
// tracking link, in at most two SMS. A text that is longer leaves out its optional parts one by
// one, in the order SMS_OPTIONAL_PARTS gives, until it fits; then it takes back, most important
// first, each part left out that still fits (a short sign-off left out before a long greeting).
// The reference and the link are never cut. With every optional part left out, the longest text
// (Bangla, UCS-2: 134 code units in two SMS) still holds a tracking link of 70 characters (an
// origin of about 50 before /track?ref=TB-2612345; see the tests); a longer link makes a longer
// SMS rather than a cut one.
//
// No text the customer wrote goes into an SMS as it was written: the name is cleaned of every
// control and format character (line breaks, tabs, bidirectional controls, joiners; Unicode's Cc,
// Cf, Cs, and the line and paragraph separators) and cut to SMS_NAME_MAX characters, so an order
// form cannot make the shop send a second line of the customer's choosing ("URGENT: pay …") to
// someone else's number. The TrxID goes only as the contract's 10 letters and digits; the rest of
// an SMS is the shop's own words, its data (reference, amounts, courier) and its link.
import { trxIdSchema, type OrderLanguage } from '@tyre/contracts';
import { smsSegments } from './sms-segments';
import {
  CUSTOMER_TEXTS,
  KEEP_ALL,
  SMS_OPTIONAL_PARTS,
  type Kept,
  type MessageFacts,
  type MessageKind,
  type OptionalPart,
} from './texts';

/** The most SMS one message may be sent as. */
export const SMS_MAX_SEGMENTS = 2;

/** The most characters (as a reader counts them: a Bengali conjunct is one) of a name in an SMS. */
export const SMS_NAME_MAX = 30;

/** Controls (line breaks and tabs among them) and line and paragraph separators: a space each run. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** Format characters (bidirectional controls, joiners, soft hyphens) and lone surrogates: nothing. */
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The customer's name as an SMS may carry it: a line break or a tab becomes a space, every other
 * control or format character goes, spaces are collapsed, and it is cut to SMS_NAME_MAX
 * characters ('' when nothing is left: the SMS then has no greeting).
 */
export function smsName(name: string): string {
  const cleaned = name.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return Array.from(graphemes.segment(cleaned), (g) => g.segment)
    .slice(0, SMS_NAME_MAX)
    .join('')
    .trim();
}

const fits = (text: string) => smsSegments(text).segments <= SMS_MAX_SEGMENTS;

/** The text `render` writes with as many optional parts as fit in SMS_MAX_SEGMENTS. */
export function fitSms(render: (keep: Kept) => string): string {
  const keep: Record<OptionalPart, boolean> = { ...KEEP_ALL };
  const left: OptionalPart[] = [];
  for (const part of SMS_OPTIONAL_PARTS) {
    if (fits(render(keep))) break;
    keep[part] = false;
    left.push(part);
  }
  for (const part of left.reverse()) {
    keep[part] = true;
    if (!fits(render(keep))) keep[part] = false;
  }
  return render(keep);
}

export function customerSms(
  kind: MessageKind,
  facts: MessageFacts,
  language: OrderLanguage,
  links: { trackUrl: string; shopName: string },
): string {
  const t = CUSTOMER_TEXTS[language];
  const name = smsName(facts.name);
  const sent: MessageFacts = {
    ...facts,
    name,
    trxId: facts.trxId && trxIdSchema.safeParse(facts.trxId).success ? facts.trxId : undefined,
  };
  return fitSms((keep) =>
    [
      keep.greeting && name && t.greeting(name),
      t.body[kind](sent, keep),
      kind === 'shipped' &&
        t.shipment(keep.courier && facts.courier, keep.trackingNumber && facts.trackingNumber),
      `${keep.trackLabel ? t.trackLabel : ''}${links.trackUrl}`,
      keep.signoff && links.shopName.trim() && t.signoff(links.shopName.trim()),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
