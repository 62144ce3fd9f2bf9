import type { ListPaymentsQueryInput, PaymentRecord } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/** GET /payments (admin): online payments, newest first, filtered; the total comes in X-Total-Count. */
export async function getPayments(
  query: ListPaymentsQueryInput,
  signal?: AbortSignal,
): Promise<Page<PaymentRecord>> {
  return apiPage('GET /payments', { query: withoutBlanks(query), signal });
}
