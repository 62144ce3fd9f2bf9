// The customer's SMS: the event's text with the reference, the courier's line (shipped) and the
// tracking link, in at most two SMS. A text that is longer leaves out its optional parts one by
// one, in the order SMS_OPTIONAL_PARTS gives, until it fits; then it takes back, most important
// first, each part left out that still fits (a short sign-off left out before a long greeting).
// The reference and the link are never cut. With every optional part left out, the longest text
// (Bangla, UCS-2: 134 code units in two SMS) still holds a tracking link of 70 characters (an
// origin of about 50 before /track?ref=TB-2612345; see the tests); a longer link makes a longer
// SMS rather than a cut one.
import type { OrderLanguage } from '@tyre/contracts';
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
  return fitSms((keep) =>
    [
      keep.greeting && t.greeting(facts.name),
      t.body[kind](facts, keep),
      kind === 'shipped' &&
        t.shipment(keep.courier && facts.courier, keep.trackingNumber && facts.trackingNumber),
      `${keep.trackLabel ? t.trackLabel : ''}${links.trackUrl}`,
      keep.signoff && links.shopName.trim() && t.signoff(links.shopName.trim()),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
