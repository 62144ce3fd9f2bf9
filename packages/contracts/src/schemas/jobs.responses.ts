// What the job routes answer: a job, and an application with its CV.
import { z } from 'zod';
import { createdWithMessage, fileName, id, timestamp } from './response-fields';

export const jobSchema = z
  .object({
    _id: id,
    slug: z.string(),
    title: z.string(),
    vacancy: z.number().int(),
    experience: z.string(),
    deadline: z.string().describe('YYYY-MM-DD, the last day (Asia/Dhaka)'),
    closesAt: timestamp,
    open: z.boolean(),
    desc: z.string(),
    skills: z.string(),
    accountabilities: z.string(),
    eduReq: z.string(),
    location: z.string(),
    salary: z.string(),
    ref: z.string(),
    titleBn: z.string().describe("Bangla title; '' when none"),
    experienceBn: z.string().describe("Bangla experience; '' when none"),
    descBn: z.string().describe("Bangla description; '' when none"),
    skillsBn: z.string().describe("Bangla skills; '' when none"),
    accountabilitiesBn: z.string().describe("Bangla accountabilities; '' when none"),
    eduReqBn: z.string().describe("Bangla education requirements; '' when none"),
    locationBn: z.string().describe("Bangla location; '' when none"),
    salaryBn: z.string().describe("Bangla salary text; '' when none"),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

/** POST /job: the new job and `message`. */
export const createdJobResponseSchema = createdWithMessage(jobSchema).meta({ id: 'CreatedJob' });
export type CreatedJobResponse = z.infer<typeof createdJobResponseSchema>;

export const jobApplicationSchema = z
  .object({
    _id: id,
    job: id,
    jobInfo: z.object({ title: z.string(), slug: z.string() }),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    cover: z.string(),
    cv: fileName.describe('a private PDF, served to admins only'),
    createdAt: timestamp,
  })
  .meta({ id: 'JobApplication' });
export type JobApplication = z.infer<typeof jobApplicationSchema>;
