import type { Request } from 'express';
import { authRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { mountRoutes } from '../../lib/http/mount';
import { addressKey } from '../../lib/throttle/client-address';
import type { AuthService } from './auth.service';
import { seedDemoUsers } from './demo-users';
import { cookieValue, DEVICE_COOKIE } from './device-passes';

/** The caller's address: the socket's, or the one TRUST_PROXY proxies vouch for (Express's req.ip). */
const clientAddress = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');

export function authModule(ctx: AppContext, service: AuthService): ApiModule {
  return {
    name: 'auth',
    ...mountRoutes(ctx.guards, authRoutes, {
      'POST /auth/reg': ({ body }, req) => service.register(body, clientAddress(req)),
      'POST /auth/login': async ({ body }, req, res) => {
        const presented = cookieValue(req.headers.cookie, DEVICE_COOKIE);
        const { session, pass } = await service.login(body, clientAddress(req), presented);
        if (pass) {
          // HttpOnly: no script reads it; sent only to this route (the site and the API are one
          // site, so `fetch` with credentials sends it); Secure whenever the request came over https
          res.cookie(DEVICE_COOKIE, pass.value, {
            httpOnly: true,
            secure: req.secure,
            sameSite: 'strict',
            path: `${req.baseUrl}/auth/login`,
            expires: pass.expires,
          });
        }
        return session;
      },
      'GET /auth/me': (_input, req) => service.me(req.auth!._id),
      'PUT /auth/me': ({ body }, req) => service.updateProfile(req.auth!._id, body, clientAddress(req)),
      'PUT /auth/me/password': async ({ body }, req) => {
        // every other session ends; this browser gets a fresh token with the user
        const session = await service.changePassword(req.auth!._id, body);
        return { message: 'Password changed', ...session };
      },
      'POST /auth/me/logout-all': async (_input, req) => {
        await service.logoutEverywhere(req.auth!._id);
        return { message: 'Logged out everywhere' };
      },
      'GET /auth/user': ({ query }) => service.list(query),
      'POST /auth/user/:id/logout': async ({ params }) => {
        await service.logoutEverywhere(params.id);
        return { message: 'The user is logged out everywhere' };
      },
      'POST /auth/admin': ({ body }) => service.makeAdmin(body),
      'DELETE /auth/admin/:id': ({ params }) => service.demote(params.id),
    }),
    init: async () => {
      await service.ensureFirstAdmin(ctx.config.admin, (message) => ctx.logger.warn(message));
    },
    seedDemo: () => seedDemoUsers(service),
  };
}
