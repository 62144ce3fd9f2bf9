// The routes of auth: see route.ts for how a route is declared.
import { z } from 'zod';
import {
  changePasswordBodySchema,
  listUsersQuerySchema,
  loginBodySchema,
  makeAdminBodySchema,
  registerBodySchema,
  updateProfileBodySchema,
} from '../schemas/auth';
import { authResponseSchema, publicUserSchema } from '../schemas/auth.responses';
import { idParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import { defineRoutes } from './route';

export const authRoutes = defineRoutes('Accounts', {
  'POST /auth/reg': {
    summary: 'Register a customer',
    description:
      'Any `role` sent is dropped: registration always makes a customer. Registrations are limited per client address (429), and password hashing is bounded (503 when busy); both with `Retry-After`.',
    access: 'public',
    body: registerBodySchema,
    status: 201,
    response: authResponseSchema,
    errors: [409, 429, 503],
  },
  'POST /auth/login': {
    summary: 'Log in',
    description:
      'Attempts are reserved before the password is checked: per e-mail and client address, per e-mail, and per client address (429 with `Retry-After`); a successful login gives its attempt back. A successful login sets a device cookie (`tyre_device`: HttpOnly, SameSite=Strict, 90 days); a later attempt that sends it for the same account is counted per device instead of per e-mail, and five wrong passwords end it. Password hashing is bounded: 503 with `Retry-After` when busy.',
    access: 'public',
    credentials: true,
    body: loginBodySchema,
    response: authResponseSchema,
    errors: [401, 429, 503],
  },
  'GET /auth/me': {
    summary: 'My profile',
    access: 'user',
    response: publicUserSchema,
  },
  'PUT /auth/me': {
    summary: 'Change my profile',
    description:
      'A new mobile number is counted per account and per client address before it is checked against other accounts (429 with `Retry-After`).',
    access: 'user',
    body: updateProfileBodySchema,
    response: publicUserSchema,
    errors: [409, 429],
  },
  'PUT /auth/me/password': {
    summary: 'Change my password',
    description: 'Ends every earlier session of the user and answers a fresh token for this one.',
    access: 'user',
    body: changePasswordBodySchema,
    response: authResponseSchema.extend({ message: z.string() }),
    errors: [429, 503],
  },
  'POST /auth/me/logout-all': {
    summary: 'Log me out everywhere (every token issued so far stops working)',
    access: 'user',
    response: messageResponseSchema,
  },
  'GET /auth/user': {
    summary: 'List users',
    access: 'admin',
    query: listUsersQuerySchema,
    response: z.array(publicUserSchema),
    paged: true,
  },
  'POST /auth/user/:id/logout': {
    summary: 'End every session of a user',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  'POST /auth/admin': {
    summary: 'Make a user an admin (by e-mail or mobile)',
    access: 'admin',
    body: makeAdminBodySchema,
    response: publicUserSchema,
    errors: [404],
  },
  'DELETE /auth/admin/:id': {
    summary: 'Make an admin a customer again (never the last admin)',
    access: 'admin',
    params: idParamsSchema,
    response: publicUserSchema,
    errors: [409],
  },
});
