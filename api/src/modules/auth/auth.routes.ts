import { Router } from 'express';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  listUsersQuerySchema,
  loginBodySchema,
  makeAdminBodySchema,
  objectIdSchema,
  registerBodySchema,
  updateProfileBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle, sendPage } from '../../lib/http/handle';
import { AuthService } from './auth.service';
import { seedDemoUsers } from './demo-users';
import { UsersRepository } from './users.repository';

export function authModule(ctx: AppContext): ApiModule {
  const users = new UsersRepository(ctx.store);
  const service = new AuthService(users, ctx.tokens);
  const { requireUser, requireAdmin } = ctx.guards;
  const router = Router();

  router.post(
    '/auth/reg',
    handle({ body: registerBodySchema }, async ({ body }, _req, res) => {
      res.status(201);
      return service.register(body);
    }),
  );
  router.post(
    '/auth/login',
    handle({ body: loginBodySchema }, ({ body }, req) => service.login(body, req.ip ?? 'unknown')),
  );
  router.get(
    '/auth/me',
    requireUser,
    handle({}, (_input, req) => service.me(req.auth!._id)),
  );
  router.put(
    '/auth/me',
    requireUser,
    handle({ body: updateProfileBodySchema }, ({ body }, req) => service.updateProfile(req.auth!._id, body)),
  );
  router.put(
    '/auth/me/password',
    requireUser,
    handle({ body: changePasswordBodySchema }, async ({ body }, req) => {
      await service.changePassword(req.auth!._id, body);
      return { message: 'Password changed' };
    }),
  );
  router.get(
    '/auth/user',
    ...requireAdmin,
    handle({ query: listUsersQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.list(query);
      return sendPage(res, items, total);
    }),
  );
  router.post(
    '/auth/admin',
    ...requireAdmin,
    handle({ body: makeAdminBodySchema }, ({ body }) => service.makeAdmin(body)),
  );
  router.delete(
    '/auth/admin/:id',
    ...requireAdmin,
    handle({ params: z.object({ id: objectIdSchema }) }, ({ params }) => service.demote(params.id)),
  );

  return {
    name: 'auth',
    router,
    init: () => service.ensureFirstAdmin(ctx.config.admin),
    seedDemo: () => seedDemoUsers(service),
  };
}
