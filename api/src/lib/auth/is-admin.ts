import type { Request } from 'express';

/**
 * Whether the request's user (set by `requireUser` or `optionalUser`) is an admin: the one place
 * routes read `req.auth` for a role. Writes are guarded by `requireAdmin` instead.
 */
export const isAdmin = (req: Request): boolean => req.auth?.role === 'admin';
