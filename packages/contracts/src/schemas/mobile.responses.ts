// What the bKash number routes answer.
import { z } from 'zod';
import { id } from './response-fields';

/** GET /mobile, GET /mobile/{id}: the bKash number ('' while none is set). */
export const mobileNumberSchema = z
  .object({ _id: id, mobile: z.string().describe("01XXXXXXXXX, or '' when bKash is not offered") })
  .meta({ id: 'MobileNumber' });
export type MobileRecord = z.infer<typeof mobileNumberSchema>;
