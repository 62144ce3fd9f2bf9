import { contactRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import type { ContactMessagesService } from './contact-messages.service';
import type { ContactService } from './contact.service';
import { DEMO_CONTACT } from './demo-contact';
import { seedDemoContactMessages } from './demo-contact-messages';

/**
 * GET /contact for everyone; PUT /contact for admins. Messages: POST /contact/messages from any
 * visitor (rate-limited per address, honeypot); the list, counts, mark read and delete for admins.
 */
export function contactModule(
  ctx: AppContext,
  service: ContactService,
  messages: ContactMessagesService,
): ApiModule {
  const throttle = new Throttle(ctx.store);
  return {
    name: 'contact',
    ...mountRoutes(ctx.guards, contactRoutes, {
      'GET /contact': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=300');
        return service.get();
      },
      'PUT /contact': ({ body }) => service.update(body),
      'POST /contact/messages': {
        before: [formLimit(throttle, 'contact', PUBLIC_FORM_RULE)],
        handle: async ({ body }) => {
          await messages.send(body);
          return { message: 'Thank you: your message has been sent' };
        },
      },
      'GET /contact/messages': async ({ query }, _req, res) => {
        const page = await messages.list(Boolean(query.unread), query.page, query.size);
        res.setHeader('Cache-Control', 'private, no-store');
        return page;
      },
      'GET /contact/messages/counts': (_input, _req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        return messages.counts();
      },
      'PUT /contact/messages/:id': ({ params, body }) => messages.markRead(params.id, body.read),
      'DELETE /contact/messages/:id': async ({ params }) => {
        await messages.delete(params.id);
        return { message: 'Message deleted' };
      },
    }),
    seedDemo: async () => {
      await service.seed(DEMO_CONTACT);
      await seedDemoContactMessages(messages);
    },
  };
}
