// The routes of contact: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  contactInfoSchema,
  contactMessageBodySchema,
  listContactMessagesQuerySchema,
  updateContactMessageBodySchema,
} from '../schemas/contact';
import {
  contactInfoResponseSchema,
  contactMessageCountsSchema,
  contactMessageSchema,
} from '../schemas/contact.responses';
import { defineRoutes } from './route';

export const contactRoutes = defineRoutes('Content', {
  'GET /contact': {
    summary: 'Contact details',
    access: 'public',
    response: contactInfoResponseSchema,
  },
  'PUT /contact': {
    summary: 'Change the contact details',
    access: 'admin',
    body: contactInfoSchema,
    response: contactInfoResponseSchema,
  },
  'POST /contact/messages': {
    summary: 'Send a message from the contact page (no login)',
    description:
      'An e-mail address or a mobile number is needed. Limited per client address (429 with `Retry-After`). A filled `website` field (a honeypot) answers the same 201 and stores nothing.',
    access: 'public',
    body: contactMessageBodySchema,
    status: 201,
    response: messageResponseSchema,
    errors: [429],
  },
  'GET /contact/messages': {
    summary: 'Contact messages, newest first',
    access: 'admin',
    query: listContactMessagesQuerySchema,
    response: z.array(contactMessageSchema),
    paged: true,
  },
  'GET /contact/messages/counts': {
    summary: 'How many contact messages there are, and how many unread',
    access: 'admin',
    response: contactMessageCountsSchema,
  },
  'PUT /contact/messages/:id': {
    summary: 'Mark a contact message read or unread',
    access: 'admin',
    params: idParamsSchema,
    body: updateContactMessageBodySchema,
    response: contactMessageSchema,
  },
  'DELETE /contact/messages/:id': {
    summary: 'Delete a contact message',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
});
