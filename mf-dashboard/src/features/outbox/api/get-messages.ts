import type { ListMessagesQuery, OutboxMessage } from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import { apiPage } from '@tyre/web-kit';
import { withoutBlanks } from '../../../lib/query';

/** GET /messages (admin): the outbox, newest first, filtered; the total comes in X-Total-Count. */
export async function getMessages(
  query: ListMessagesQuery,
  signal?: AbortSignal,
): Promise<Page<OutboxMessage>> {
  return apiPage('GET /messages', { query: withoutBlanks(query), signal });
}
