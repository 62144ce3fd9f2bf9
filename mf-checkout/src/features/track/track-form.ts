// The tracking form's values, the cheap client-side checks (the contract's rules, written out so
// that zod stays out of the public bundle), and the steps of an order's timeline.
import type { OrderStatus } from '@tyre/contracts/constants';
import type { TrackedOrder } from '@tyre/contracts';
import { isMobileNumber } from '../../components/mobile-number';
import type { TrackMessages } from './messages';

export interface TrackFormValues {
  reference: string;
  mobileNumber: string;
}

export type TrackField = keyof TrackFormValues;
export type TrackFieldMessages = Partial<Record<TrackField, string>>;

/**
 * The reference as the API takes it (TB-260001), from what people type: any case, spaces, the
 * dash left out, or the number alone. Anything else is left as typed (and refused by the check).
 */
export function normalReference(typed: string): string {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const digits = /^(?:TB-?)?(\d{6,})$/.exec(compact)?.[1];
  return digits ? `TB-${digits}` : compact;
}

/** The messages of the fields that break the contract's rules (empty when all is well). */
export function validateTrackForm(
  v: TrackFormValues,
  t: Pick<TrackMessages, 'required' | 'badMobile' | 'badReference'>,
): TrackFieldMessages {
  const errors: TrackFieldMessages = {};
  if (!v.reference.trim()) errors.reference = t.required;
  else if (!/^TB-\d{6,}$/.test(normalReference(v.reference))) errors.reference = t.badReference;
  if (!v.mobileNumber.trim()) errors.mobileNumber = t.required;
  else if (!isMobileNumber(v.mobileNumber)) errors.mobileNumber = t.badMobile;
  return errors;
}

/** One step of the timeline: reached (with when) or still ahead. */
export interface TrackStep {
  status: OrderStatus;
  /** the label's key in `TrackMessages['steps']` */
  label: keyof TrackMessages['steps'];
  at?: string;
  done: boolean;
  current: boolean;
}

const cashPath: OrderStatus[] = ['pending', 'processing', 'shipped', 'completed'];
const bkashPath: OrderStatus[] = ['payment_review', 'pending', 'processing', 'shipped', 'completed'];
const onlinePath: OrderStatus[] = ['awaiting_payment', 'pending', 'processing', 'shipped', 'completed'];

function labelOf(status: OrderStatus, paidFirst: boolean): TrackStep['label'] {
  switch (status) {
    case 'awaiting_payment':
    case 'payment_review':
      return 'paymentReview';
    case 'pending':
      // a bKash order is pending once its payment is verified
      return paidFirst ? 'paymentVerified' : 'placed';
    default:
      return status;
  }
}

/**
 * Every step of the order's way, the ones reached marked with their time (the last time, when the
 * history went there twice). A cancelled or returned order shows the steps it reached, then how it
 * ended.
 */
export function timelineSteps(order: Pick<TrackedOrder, 'status' | 'timeline'>): TrackStep[] {
  const first = order.timeline[0]?.status;
  const paidFirst = first === 'payment_review' || first === 'awaiting_payment';
  const reached = new Map(order.timeline.map((s) => [s.status, s.at]));
  const path = first === 'awaiting_payment' ? onlinePath : paidFirst ? bkashPath : cashPath;
  // a cancelled or returned order: the steps it reached, then how it ended
  const ended = order.status === 'cancelled' || order.status === 'returned';
  const shown = ended ? [...path.filter((s) => reached.has(s)), order.status] : path;
  return shown.map((status) => {
    const at = reached.get(status);
    return {
      status,
      label: labelOf(status, paidFirst),
      ...(at ? { at } : {}),
      done: at !== undefined,
      current: status === order.status,
    };
  });
}
