// The routes of messages (the outbox of SMS and e-mail): see route.ts for how a route is declared.
import { idParamsSchema } from '../schemas/common';
import { listMessagesQuerySchema } from '../schemas/messages';
import { outboxMessageSchema } from '../schemas/messages.responses';
import { z } from 'zod';
import { defineRoutes } from './route';

export const messagesRoutes = defineRoutes('Messages', {
  'GET /messages': {
    summary: 'The outbox: every SMS and e-mail about orders, newest first',
    description: 'Filter by status, channel, event or order reference.',
    access: 'admin',
    query: listMessagesQuerySchema,
    response: z.array(outboxMessageSchema),
    paged: true,
  },
  'POST /messages/:id/resend': {
    summary: 'Send a message again',
    description:
      'A failed or sent message is queued again as a new try (its earlier attempts are kept); one being sent right now is 409.',
    access: 'admin',
    params: idParamsSchema,
    response: outboxMessageSchema,
    errors: [409],
  },
});
