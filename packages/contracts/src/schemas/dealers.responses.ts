// What the dealer routes answer.
import { z } from 'zod';
import { DEALER_SERVICES, WEEK_DAYS } from '../dealer-constants';
import { imageSetSchema } from './common.responses';
import { id, timestamp } from './response-fields';

export const dealerSchema = z
  .object({
    _id: id,
    slug: z.string(),
    name: z.string(),
    nameBn: z.string().describe("'' when not given: a Bangla page shows the English name"),
    authNumber: z.string().describe('the authorisation number shown on the dealer’s page (TBD-2026-0042)'),
    division: z.string(),
    district: z.string(),
    upazila: z.string().describe('the upazila or thana'),
    upazilaBn: z.string(),
    address: z.string(),
    addressBn: z.string(),
    phones: z.array(z.string()).describe('digits from the leading 0 (01711223344, 029123456)'),
    email: z.string(),
    hours: z.object({
      days: z.array(z.enum(WEEK_DAYS)),
      opens: z.string().describe('HH:MM'),
      closes: z.string().describe('HH:MM'),
    }),
    services: z.array(z.enum(DEALER_SERVICES)),
    categories: z
      .array(z.object({ slug: z.string(), name: z.string(), nameBn: z.string() }))
      .describe('the tyre categories stocked (ones since deleted are left out)'),
    lat: z.number(),
    lng: z.number(),
    listed: z.boolean(),
    photo: imageSetSchema.optional().describe('the shop’s photo (absent when none)'),
    demo: z.boolean().describe('made up for the demo shop'),
    fromRequest: z.string().optional().describe('the id of the dealer request it was made from'),
    distanceKm: z
      .number()
      .optional()
      .describe('with `near`: the distance from that point in km (one decimal)'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Dealer' });
export type Dealer = z.infer<typeof dealerSchema>;

export const dealerCheckSchema = z
  .discriminatedUnion('authorised', [
    z.object({
      authorised: z.literal(true),
      slug: z.string(),
      name: z.string(),
      nameBn: z.string(),
      district: z.string(),
      authNumber: z.string(),
    }),
    z.object({ authorised: z.literal(false) }),
  ])
  .meta({ id: 'DealerCheck' });
export type DealerCheck = z.infer<typeof dealerCheckSchema>;

/** A dealer as a map marks it (GET /dealer-places): listed ones, unlisted ones too for an admin's `all=1`. */
export const dealerPlaceSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    nameBn: z.string(),
    district: z.string(),
    lat: z.number(),
    lng: z.number(),
    authNumber: z.string(),
    listed: z.boolean(),
  })
  .meta({ id: 'DealerPlace' });
export type DealerPlace = z.infer<typeof dealerPlaceSchema>;

/** What a dealers' CSV import did. */
export const dealerImportResultSchema = z
  .object({
    message: z.string(),
    rows: z.number().int().describe('dealer rows in the file'),
    created: z.number().int(),
    updated: z.number().int().describe('rows of stored dealers (by authorisation number) that changed them'),
    unchanged: z.number().int(),
  })
  .meta({ id: 'DealerImportResult' });
export type DealerImportResult = z.infer<typeof dealerImportResultSchema>;
