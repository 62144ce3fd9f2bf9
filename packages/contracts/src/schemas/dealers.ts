import { z } from 'zod';
import { BD_BOUNDS, DEALER_SERVICES, DEALERS_PAGE_MAX, DIVISIONS, WEEK_DAYS } from '../dealer-constants';
import { catalogSlugSchema } from './catalog-fields';
import {
  emailSchema,
  pageQuerySchema,
  searchTextSchema,
  slugOrIdSchema,
  slugSchema,
  textSchema,
} from './common';
import { formFlagSchema } from './content-fields';
import { districtSchema } from './orders';
export type { Dealer, DealerCheck, DealerImportResult, DealerPlace } from './dealers.responses';

/** A dealer's service (`truck-tyres`). */
export const dealerServiceSchema = z.enum(DEALER_SERVICES);
export const divisionSchema = z.enum(DIVISIONS as [string, ...string[]]);

/**
 * A phone number as people write it (spaces and dashes allowed): a mobile (01XXXXXXXXX) or a
 * land line with its area code (02-9123456); stored as digits from the leading 0.
 */
export const dealerPhoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+?88(?=0)/, ''))
  .pipe(z.string().regex(/^0\d{8,10}$/, 'must be a mobile number like 01XXXXXXXXX'));

/** An authorisation number like `TBD-2026-0042` (letters, digits and dashes; kept in capitals). */
export const authNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, 'is not valid')
  .max(30, 'is too long');

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'is not valid');

/** When a dealer is open: the days (schema.org's two letters) and one span of hours. */
export const openingHoursSchema = z.object({
  days: z.array(z.enum(WEEK_DAYS)).min(1, 'is required').max(7, 'is too long'),
  opens: time,
  closes: time,
});

const latitude = z.coerce.number().min(BD_BOUNDS.minLat).max(BD_BOUNDS.maxLat);
const longitude = z.coerce.number().min(BD_BOUNDS.minLng).max(BD_BOUNDS.maxLng);

const nameSchema = textSchema().min(2, 'is too short').max(120, 'is too long');
const nameBnSchema = textSchema().max(120, 'is too long');
const upazilaSchema = textSchema().min(2, 'is too short').max(80, 'is too long');
const upazilaBnSchema = textSchema().max(80, 'is too long');
const addressSchema = textSchema().min(5, 'is too short').max(300, 'is too long');
const addressBnSchema = textSchema().max(300, 'is too long');
const dealerEmailSchema = z.union([z.literal(''), emailSchema]);
const servicesSchema = z.array(dealerServiceSchema).max(DEALER_SERVICES.length, 'is too long');
const categoriesSchema = z.array(catalogSlugSchema).max(20, 'is too long');
const phonesSchema = z.array(dealerPhoneSchema).min(1, 'needs at least one phone').max(5, 'is too long');

const dealerFields = {
  nameBn: nameBnSchema.default(''),
  district: districtSchema,
  upazila: upazilaSchema,
  upazilaBn: upazilaBnSchema.default(''),
  address: addressSchema,
  addressBn: addressBnSchema.default(''),
  email: dealerEmailSchema.default(''),
  hours: openingHoursSchema,
  services: servicesSchema.default([]),
  categories: categoriesSchema.default([]),
  lat: latitude,
  lng: longitude,
  listed: z.boolean().default(true),
};

/**
 * POST /dealers (JSON, admins). `fromRequest` (a dealer request's slug or id) makes the request
 * a dealer: its company name and mobile number are taken when `name` and `phones` are left out,
 * and the request is marked handled. The authorisation number is chosen by the API unless given.
 */
export const createDealerBodySchema = z
  .object({
    name: nameSchema.optional(),
    phones: phonesSchema.optional(),
    slug: slugSchema.optional(),
    authNumber: authNumberSchema.optional(),
    fromRequest: slugOrIdSchema.optional(),
    ...dealerFields,
  })
  .superRefine((body, ctx) => {
    if (body.fromRequest) return;
    if (body.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'is required' });
    if (body.phones === undefined) ctx.addIssue({ code: 'custom', path: ['phones'], message: 'is required' });
  });
export type CreateDealerBody = z.infer<typeof createDealerBodySchema>;

/** PUT /dealers/:slug (JSON, admins): the fields to change. */
export const updateDealerBodySchema = z
  .object({
    name: nameSchema,
    phones: phonesSchema,
    slug: slugSchema,
    authNumber: authNumberSchema,
    nameBn: nameBnSchema,
    district: districtSchema,
    upazila: upazilaSchema,
    upazilaBn: upazilaBnSchema,
    address: addressSchema,
    addressBn: addressBnSchema,
    email: dealerEmailSchema,
    hours: openingHoursSchema,
    services: servicesSchema,
    categories: categoriesSchema,
    lat: latitude,
    lng: longitude,
    listed: z.boolean(),
  })
  .partial();
export type UpdateDealerBody = z.infer<typeof updateDealerBodySchema>;

/** `near=23.81,90.41`: a point in Bangladesh. */
export const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?$/, 'is not valid')
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(
    ({ lat, lng }) =>
      lat >= BD_BOUNDS.minLat &&
      lat <= BD_BOUNDS.maxLat &&
      lng >= BD_BOUNDS.minLng &&
      lng <= BD_BOUNDS.maxLng,
    'is not valid',
  );

/**
 * GET /dealers: listed dealers by name (or nearest first with `near`, each with `distanceKm`),
 * filtered by division, district and service. Admins may ask `all=1` (unlisted ones too, with
 * `search` over names, districts, phones and authorisation numbers, and `listed`).
 */
export const listDealersQuerySchema = pageQuerySchema.extend({
  size: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(DEALERS_PAGE_MAX, `must be ${DEALERS_PAGE_MAX} or less`)
    .default(20),
  division: divisionSchema.optional(),
  district: districtSchema.optional(),
  service: dealerServiceSchema.optional(),
  /** the slug of a tyre category: dealers who stock it */
  category: catalogSlugSchema.optional(),
  near: nearSchema.optional(),
  all: formFlagSchema.optional(),
  listed: formFlagSchema.optional(),
  search: searchTextSchema.optional(),
});
export type ListDealersQuery = z.infer<typeof listDealersQuerySchema>;

/** GET /dealer-check?number=: an authorisation number or a phone number. */
export const checkDealerQuerySchema = z.object({
  number: z.string().trim().min(3, 'is too short').max(40, 'is too long'),
});
export type CheckDealerQuery = z.infer<typeof checkDealerQuerySchema>;

/**
 * GET /dealer-places: the filters of the list (the map marks every listed dealer they keep);
 * admins may ask `all=1` (unlisted ones too: the dashboard overview's map).
 */
export const dealerPlacesQuerySchema = z.object({
  division: divisionSchema.optional(),
  district: districtSchema.optional(),
  service: dealerServiceSchema.optional(),
  category: catalogSlugSchema.optional(),
  all: formFlagSchema.optional(),
});
export type DealerPlacesQuery = z.infer<typeof dealerPlacesQuerySchema>;

/**
 * One row of the dealers' CSV import, its lists split: a dealer as POST /dealers takes it (name
 * and phones required), `authNumber` empty for a new one. `listed` is yes or no.
 */
export const dealerCsvRowSchema = z.object({
  authNumber: z.union([z.literal(''), authNumberSchema]),
  name: nameSchema,
  phones: phonesSchema,
  ...dealerFields,
  listed: z.enum(['yes', 'no'], { error: 'must be yes or no' }).transform((v) => v === 'yes'),
});
export type DealerCsvRow = z.infer<typeof dealerCsvRowSchema>;
