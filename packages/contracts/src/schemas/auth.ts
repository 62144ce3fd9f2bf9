import { z } from 'zod';
import { ROLES } from '../constants';
import { bdMobileSchema, emailSchema, pageQuerySchema, searchTextSchema, textSchema } from './common';
export type { PublicUser, AuthResponse } from './auth.responses';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const nameSchema = textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long');
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

/** POST /auth/reg — any `role` in the body is dropped: registration always makes a customer. */
export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: bdMobileSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /auth/login */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(128, 'is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const optionalText = (max: number) => textSchema().max(max, 'is too long');

/** Address fields kept on a profile (used to prefill checkout). */
export const addressSchema = z.object({
  companyName: optionalText(120).optional(),
  address: optionalText(200).optional(),
  town: optionalText(80).optional(),
  thana: optionalText(80).optional(),
  district: optionalText(40).optional(),
  postCode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'must be 4 digits')
    .optional(),
});

/** PUT /auth/me — profile fields; e-mail and role are not changed here. */
export const updateProfileBodySchema = addressSchema.extend({
  name: nameSchema.optional(),
  mobile: bdMobileSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /auth/me/password */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(128, 'is too long'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /auth/admin — promote by e-mail or by mobile (the old Make Admin screen used mobile). */
export const makeAdminBodySchema = z
  .object({ email: emailSchema.optional(), mobile: bdMobileSchema.optional() })
  .refine((b) => Boolean(b.email) !== Boolean(b.mobile), {
    message: 'give either email or mobile',
    path: ['email'],
  });
export type MakeAdminBody = z.infer<typeof makeAdminBodySchema>;

/** GET /auth/user — admin list of users. */
export const listUsersQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
  role: roleSchema.optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
