// What the contact routes answer.
import { z } from 'zod';
import { id, timestamp } from './response-fields';

/** GET /contact: empty texts and lists until an admin fills them in. */
export const contactInfoResponseSchema = z
  .object({
    blurb: z.string(),
    blurbBn: z.string().describe("Bangla blurb; '' when none"),
    offices: z.array(
      z.object({
        name: z.string(),
        address: z.string(),
        nameBn: z.string().describe("Bangla name; '' when none"),
        addressBn: z.string().describe("Bangla address; '' when none"),
      }),
    ),
    phones: z.array(z.string()),
    email: z.string(),
    social: z.array(z.object({ name: z.string(), url: z.string() })),
  })
  .meta({ id: 'ContactInfo' });
export type ContactInfo = z.infer<typeof contactInfoResponseSchema>;

export const contactMessageSchema = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageCountsSchema = z
  .object({ total: z.number().int(), unread: z.number().int() })
  .meta({ id: 'ContactMessageCounts' });
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;
