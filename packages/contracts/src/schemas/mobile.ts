// The shop's bKash number (spec: "mobile-payment number"): what an admin sends; the answer is in
// `mobile.responses.ts`.
import { z } from 'zod';
import { bdMobileSchema, objectIdSchema } from './common';
export type { MobileRecord } from './mobile.responses';

/** PUT /mobile/:id (admin). */
export const updateMobileBodySchema = z.object({ mobile: bdMobileSchema });
export type UpdateMobileBody = z.infer<typeof updateMobileBodySchema>;
export const mobileParamsSchema = z.object({ id: objectIdSchema });
