import type { RequestHandler } from 'express';
import { AppError } from '../http/errors';
import type { TokenService } from './tokens';

/** The signed-in user as loaded from the store on this request. */
export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

declare global {
  namespace Express {
    interface Request {
      auth?: AuthUser;
    }
  }
}

export interface Guards {
  /** Loads the bearer token's user from the store (401 when absent, bad, expired, revoked or deleted). */
  requireUser: RequestHandler;
  /** requireUser, then 403 unless the user is an admin right now. */
  requireAdmin: RequestHandler[];
  /** Loads the user when a valid token is sent; otherwise goes on as a visitor. */
  optionalUser: RequestHandler;
}

/** What the guards load per request: the user and the token version their tokens must carry. */
export type LoadedUser = AuthUser & { tokenVersion?: number };

export function createGuards(
  tokens: TokenService,
  loadUser: (id: string) => Promise<LoadedUser | null>,
): Guards {
  async function resolve(header: string | undefined): Promise<AuthUser | null | 'none'> {
    if (!header) return 'none';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
    const claims = tokens.verify(token);
    if (!claims) return null;
    const user = await loadUser(claims.sub);
    // A token signed before the last password change, demotion or logout-all is over.
    if (!user || claims.ver !== (user.tokenVersion ?? 0)) return null;
    return { _id: user._id, name: user.name, email: user.email, role: user.role };
  }

  const requireUser: RequestHandler = async (req, _res, next) => {
    const user = await resolve(req.get('authorization'));
    if (user === 'none') throw new AppError('unauthorized', 'auth.loginRequired');
    if (!user) throw new AppError('unauthorized', 'auth.sessionExpired');
    req.auth = user;
    next();
  };

  const mustBeAdmin: RequestHandler = (req, _res, next) => {
    if (req.auth?.role !== 'admin') throw new AppError('forbidden', 'auth.adminOnly');
    next();
  };

  const optionalUser: RequestHandler = async (req, _res, next) => {
    const user = await resolve(req.get('authorization'));
    if (user && user !== 'none') req.auth = user;
    next();
  };

  return { requireUser, requireAdmin: [requireUser, mustBeAdmin], optionalUser };
}
