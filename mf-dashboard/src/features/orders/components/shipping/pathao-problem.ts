import type { PathaoBookingResult } from '@tyre/contracts';
import type { ShippingText } from '../../shipping-messages/dictionary';

/** Why an order was not booked with Pathao, in the language shown (from the answer's code). */
export function pathaoProblem(t: ShippingText, result: PathaoBookingResult): string {
  const reference = result.reference ?? '';
  switch (result.problem) {
    case 'not_found':
      return t('problem.not_found');
    case 'not_ready':
    case 'in_progress':
    case 'unanswered':
    case 'unconfirmed':
      return t(`problem.${result.problem}`, { reference });
    default:
      return t('problem.refused', { reference, reason: result.message ?? '' });
  }
}

/** Whether the order waits for Pathao's word (its booking call went unanswered). */
export const waitsForPathao = (result: PathaoBookingResult | undefined): boolean =>
  result?.problem === 'unanswered' || result?.problem === 'unconfirmed';
