import type { OutboxMessage } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** POST /messages/:id/resend (admin): a failed or sent message is queued again (409 while it is being sent). */
export async function resendMessage(id: string): Promise<OutboxMessage> {
  return apiData('POST /messages/:id/resend', { params: { id } });
}
