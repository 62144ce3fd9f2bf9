import { Router } from 'express';
import {
  contactInfoSchema,
  contactMessageBodySchema,
  idParamsSchema,
  listContactMessagesQuerySchema,
  updateContactMessageBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle, sendPage } from '../../lib/http/handle';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import { ContactMessagesService } from './contact-messages.service';
import { ContactService } from './contact.service';
import { DEMO_CONTACT } from './demo-contact';
import { seedDemoContactMessages } from './demo-contact-messages';

/**
 * GET /contact for everyone; PUT /contact for admins. Messages: POST /contact/messages from any
 * visitor (rate-limited per address, honeypot); the list, counts, mark read and delete for admins.
 */
export function contactModule(ctx: AppContext, service = new ContactService(ctx.store)): ApiModule {
  const messages = new ContactMessagesService(ctx.store);
  const { requireAdmin } = ctx.guards;
  const throttle = new Throttle(ctx.store);
  const router = Router();
  router.get(
    '/contact',
    handle({}, async (_i, _req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      return service.get();
    }),
  );
  router.put(
    '/contact',
    ...requireAdmin,
    handle({ body: contactInfoSchema }, ({ body }) => service.update(body)),
  );

  router.post(
    '/contact/messages',
    formLimit(throttle, 'contact', PUBLIC_FORM_RULE),
    handle({ body: contactMessageBodySchema }, async ({ body }, _req, res) => {
      await messages.send(body);
      res.status(201);
      return { message: 'Thank you: your message has been sent' };
    }),
  );
  router.get(
    '/contact/messages',
    ...requireAdmin,
    handle({ query: listContactMessagesQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await messages.list(Boolean(query.unread), query.page, query.size);
      res.setHeader('Cache-Control', 'private, no-store');
      return sendPage(res, items, total);
    }),
  );
  router.get(
    '/contact/messages/counts',
    ...requireAdmin,
    handle({}, async (_i, _req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return messages.counts();
    }),
  );
  router.put(
    '/contact/messages/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema, body: updateContactMessageBodySchema }, ({ params, body }) =>
      messages.markRead(params.id, body.read),
    ),
  );
  router.delete(
    '/contact/messages/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await messages.delete(params.id);
      return { message: 'Message deleted' };
    }),
  );
  return {
    name: 'contact',
    router,
    seedDemo: async () => {
      await service.seed(DEMO_CONTACT);
      await seedDemoContactMessages(messages);
    },
  };
}
