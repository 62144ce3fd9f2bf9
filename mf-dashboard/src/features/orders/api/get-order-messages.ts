import type { OutboxMessage } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /orders/:key/messages (admin): the SMS and e-mails about one order, oldest first. */
export async function getOrderMessages(key: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiData('GET /orders/:key/messages', { params: { key }, signal });
}
