import { Router, type Request } from 'express';
import {
  changePasswordBodySchema,
  listUsersQuerySchema,
  loginBodySchema,
  makeAdminBodySchema,
  idParamsSchema,
  registerBodySchema,
  updateProfileBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { handle, sendPage } from '../../lib/http/handle';
import { addressKey } from '../../lib/throttle/client-address';
import { createAuthService } from './auth.service';
import { seedDemoUsers } from './demo-users';

/** The caller's address: the socket's, or the one TRUST_PROXY proxies vouch for (Express's req.ip). */
const clientAddress = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');

export function authModule(ctx: AppContext, service = createAuthService(ctx.store, ctx.tokens)): ApiModule {
  const { requireUser, requireAdmin } = ctx.guards;
  const router = Router();

  router.post(
    '/auth/reg',
    handle({ body: registerBodySchema }, async ({ body }, req, res) => {
      const user = await service.register(body, clientAddress(req));
      res.status(201);
      return user;
    }),
  );
  router.post(
    '/auth/login',
    handle({ body: loginBodySchema }, ({ body }, req) => service.login(body, clientAddress(req))),
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
      // every other session ends; this browser gets a fresh token with the user
      const session = await service.changePassword(req.auth!._id, body);
      return { message: 'Password changed', ...session };
    }),
  );
  router.post(
    '/auth/me/logout-all',
    requireUser,
    handle({}, async (_input, req) => {
      await service.logoutEverywhere(req.auth!._id);
      return { message: 'Logged out everywhere' };
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
    '/auth/user/:id/logout',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.logoutEverywhere(params.id);
      return { message: 'The user is logged out everywhere' };
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
    handle({ params: idParamsSchema }, ({ params }) => service.demote(params.id)),
  );

  return {
    name: 'auth',
    router,
    init: async () => {
      await service.ensureFirstAdmin(ctx.config.admin, (message) => ctx.logger.warn(message));
    },
    seedDemo: () => seedDemoUsers(service),
  };
}
