import { z } from 'zod';
import {
  bdMobileSchema,
  emailSchema,
  objectIdSchema,
  pageQuerySchema,
  searchTextSchema,
  textSchema,
} from './common';
import { formFlagSchema, HONEYPOT_FIELD, honeypotSchema } from './content-fields';
export type { Job, CreatedJobResponse, JobApplication } from './jobs.responses';

/** Job deadlines are days in Bangladesh time: a job is open until the end of its deadline day there. */
export const JOBS_TIME_ZONE = 'Asia/Dhaka';
/** Bangladesh is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The moment a job with this deadline (`YYYY-MM-DD`) closes: the end of that day in Dhaka, as ISO 8601. */
export function jobClosesAt(deadline: string): string {
  const [y, m, d] = deadline.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1) - DHAKA_OFFSET_MS).toISOString();
}

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export const dateOnlySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-31')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const at = new Date(Date.UTC(y, m - 1, d));
    return (
      at.getUTCFullYear() === y &&
      at.getUTCMonth() === m - 1 &&
      at.getUTCDate() === d &&
      y >= 2000 &&
      y <= 2100
    );
  }, 'must be a real date between 2000 and 2100');

const longText = (max: number) => textSchema({ multiline: true }).max(max, 'is too long');
const vacancySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1000, 'must be 1,000 or less'),
);

const jobFields = {
  title: textSchema().min(3, 'must be at least 3 characters').max(120, 'is too long'),
  vacancy: vacancySchema,
  experience: textSchema().max(200, 'is too long').default(''),
  deadline: dateOnlySchema,
  desc: longText(10_000).min(10, 'must be at least 10 characters'),
  skills: longText(5000).default(''),
  accountabilities: longText(5000).default(''),
  eduReq: longText(2000).default(''),
  location: textSchema().max(200, 'is too long').default(''),
  salary: textSchema().max(100, 'is too long').default(''),
  ref: textSchema().max(60, 'is too long').default(''),
};

/** The Bangla twins a job may carry: optional on every write, '' clears one. */
const jobBanglaFields = {
  titleBn: textSchema().max(120, 'is too long').optional(),
  experienceBn: textSchema().max(200, 'is too long').optional(),
  descBn: longText(10_000).optional(),
  skillsBn: longText(5000).optional(),
  accountabilitiesBn: longText(5000).optional(),
  eduReqBn: longText(2000).optional(),
  locationBn: textSchema().max(200, 'is too long').optional(),
  salaryBn: textSchema().max(100, 'is too long').optional(),
};

/** The names of a job's Bangla twins. */
export const JOB_BANGLA_FIELDS = Object.keys(jobBanglaFields) as (keyof typeof jobBanglaFields)[];

/** POST /job (JSON, admins) answers the new job and `message` (201). */
export const createJobBodySchema = z.object({ ...jobFields, ...jobBanglaFields });
export type CreateJobBody = z.infer<typeof createJobBodySchema>;

/** PUT /job/:slug (JSON, admins; any of the fields; the slug follows a new title) answers `{ message }`. */
export const updateJobBodySchema = z.object({
  title: jobFields.title.optional(),
  vacancy: vacancySchema.optional(),
  experience: textSchema().max(200, 'is too long').optional(),
  deadline: dateOnlySchema.optional(),
  desc: longText(10_000).min(10, 'must be at least 10 characters').optional(),
  skills: longText(5000).optional(),
  accountabilities: longText(5000).optional(),
  eduReq: longText(2000).optional(),
  location: textSchema().max(200, 'is too long').optional(),
  salary: textSchema().max(100, 'is too long').optional(),
  ref: textSchema().max(60, 'is too long').optional(),
  ...jobBanglaFields,
});
export type UpdateJobBody = z.infer<typeof updateJobBodySchema>;

/**
 * GET /job: open jobs, soonest deadline first, paged; `?all=1` (admins only) every job, newest
 * first; `?search=` the jobs whose title, location or reference has the text, in English or Bangla.
 */
export const listJobsQuerySchema = pageQuerySchema.extend({
  all: formFlagSchema.optional(),
  search: searchTextSchema.optional(),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;

// ---------------------------------------------------------------- applications

/** The largest CV accepted (PDF). */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** POST /job/:slug/apply (multipart, no login: these fields and the PDF in `cv`) answers `{ message }` (201). */
export const applyJobBodySchema = z.object({
  name: textSchema().min(2, 'must be at least 2 characters').max(80, 'is too long'),
  email: emailSchema,
  mobile: bdMobileSchema,
  /** The cover note. */
  cover: longText(5000).default(''),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ApplyJobBody = z.infer<typeof applyJobBodySchema>;

/** GET /job/apply (admins): newest first, paged; `?job=<id>` only that job's. */
export const listApplicationsQuerySchema = pageQuerySchema.extend({ job: objectIdSchema.optional() });
export type ListApplicationsQuery = z.infer<typeof listApplicationsQuerySchema>;
