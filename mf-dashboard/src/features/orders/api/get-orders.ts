import type { AllOrdersQueryInput, Order } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/** GET /orders/all (admin): filters, search and a page; the total comes in X-Total-Count. */
export async function getOrders(query: AllOrdersQueryInput, signal?: AbortSignal): Promise<Page<Order>> {
  return apiPage('GET /orders/all', { query: withoutBlanks(query), signal });
}
