import { Router } from 'express';
import { contactInfoSchema } from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle } from '../../lib/http/handle';
import { ContactService } from './contact.service';
import { DEMO_CONTACT } from './demo-contact';

/** GET /contact for everyone; PUT /contact for admins. */
export function contactModule(ctx: AppContext, service = new ContactService(ctx.store)): ApiModule {
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
    ...ctx.guards.requireAdmin,
    handle({ body: contactInfoSchema }, ({ body }) => service.update(body)),
  );
  return { name: 'contact', router, seedDemo: () => service.seed(DEMO_CONTACT) };
}
