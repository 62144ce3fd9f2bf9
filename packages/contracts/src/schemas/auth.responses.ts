// What the account routes answer: a user as others see it, and a login with its token.
import { z } from 'zod';
import { ROLES } from '../constants';
import { id, timestamp } from './response-fields';

export const publicUserSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    mobile: z
      .string()
      .optional()
      .describe('01XXXXXXXXX; absent on an admin made from the settings without ADMIN_MOBILE'),
    role: z.enum(ROLES),
    companyName: z.string().optional(),
    address: z.string().optional(),
    town: z.string().optional(),
    thana: z.string().optional(),
    district: z.string().optional(),
    postCode: z.string().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = publicUserSchema
  .extend({ token: z.string().describe('JWT to send as `Authorization: Bearer <token>`') })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;
