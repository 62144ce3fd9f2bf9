// The contact page: the shop's contact details (an admin changes them) and the messages visitors
// send from it; the answers are in `contact.responses.ts`.
import { z } from 'zod';
import { bdMobileSchema, emailSchema, httpUrlSchema, pageQuerySchema, textSchema } from './common';
import { formFlagSchema, HONEYPOT_FIELD, honeypotSchema } from './content-fields';
export type { ContactInfo, ContactMessage, ContactMessageCounts } from './contact.responses';

// ---------------------------------------------------------------- contact details

export const contactInfoSchema = z.object({
  blurb: textSchema({ multiline: true }).min(1, 'is required').max(600, 'is too long'),
  blurbBn: textSchema({ multiline: true }).max(600, 'is too long').default(''),
  offices: z
    .array(
      z.object({
        name: textSchema().min(1, 'is required').max(80, 'is too long'),
        address: textSchema({ multiline: true }).min(1, 'is required').max(300, 'is too long'),
        nameBn: textSchema().max(80, 'is too long').default(''),
        addressBn: textSchema({ multiline: true }).max(300, 'is too long').default(''),
      }),
    )
    .min(1, 'needs at least one office')
    .max(4),
  phones: z
    .array(textSchema().min(3, 'is too short').max(30, 'is too long'))
    .min(1, 'needs at least one phone')
    .max(6),
  email: z.string().trim().toLowerCase().email('must be a valid e-mail address'),
  social: z
    .array(z.object({ name: textSchema().min(1, 'is required').max(30, 'is too long'), url: httpUrlSchema }))
    .max(8),
});
/** PUT /contact as an admin sends it: the Bangla twins may be left out. */
export type ContactInfoInput = z.input<typeof contactInfoSchema>;

// ---------------------------------------------------------------- contact messages

/** POST /contact/messages (JSON, no login) answers `{ message }` (201). */
export const contactMessageBodySchema = z
  .object({
    name: textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long'),
    email: z.union([z.literal(''), emailSchema]).optional(),
    mobile: z.union([z.literal(''), bdMobileSchema]).optional(),
    subject: textSchema().min(2, 'must be at least 2 characters').max(160, 'is too long'),
    message: textSchema({ multiline: true }).min(5, 'must be at least 5 characters').max(5000, 'is too long'),
    [HONEYPOT_FIELD]: honeypotSchema,
  })
  .refine((b) => Boolean(b.email) || Boolean(b.mobile), {
    message: 'give an e-mail address or a mobile number',
    path: ['email'],
  });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** GET /contact/messages (admins): newest first, paged; `?unread=1` only the unread. */
export const listContactMessagesQuerySchema = pageQuerySchema.extend({ unread: formFlagSchema.optional() });
export type ListContactMessagesQuery = z.infer<typeof listContactMessagesQuerySchema>;

/** PUT /contact/messages/:id (JSON) answers the message. */
export const updateContactMessageBodySchema = z.object({
  read: z.boolean({ error: 'must be true or false' }),
});
export type UpdateContactMessageBody = z.infer<typeof updateContactMessageBodySchema>;
