import type { CustomerRecord } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /orders/:id/customer-record (admin): how the other orders of the order's mobile number ended. */
export async function getCustomerRecord(orderId: string, signal?: AbortSignal): Promise<CustomerRecord> {
  return apiData('GET /orders/:id/customer-record', { params: { id: orderId }, signal });
}
