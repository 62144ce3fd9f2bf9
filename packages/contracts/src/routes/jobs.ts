// The routes of jobs: see route.ts for how a route is declared.
import { z } from 'zod';
import { idParamsSchema, slugParamsSchema } from '../schemas/common';
import { messageResponseSchema } from '../schemas/common.responses';
import {
  applyJobBodySchema,
  createJobBodySchema,
  listApplicationsQuerySchema,
  listJobsQuerySchema,
  MAX_CV_BYTES,
  updateJobBodySchema,
} from '../schemas/jobs';
import { createdJobResponseSchema, jobApplicationSchema, jobSchema } from '../schemas/jobs.responses';
import { defineRoutes } from './route';

export const jobsRoutes = defineRoutes('Jobs', {
  'GET /job': {
    summary: 'Open jobs, soonest deadline first',
    description:
      'A job is open until the end of its deadline day in Asia/Dhaka. `?all=1` lists every job, newest first, and needs an admin (401/403 otherwise).',
    access: 'optional',
    query: listJobsQuerySchema,
    response: z.array(jobSchema),
    paged: true,
    errors: [401, 403],
  },
  // Before /job/:slug (no job has the slug `apply`).
  'GET /job/apply': {
    summary: 'Applications, newest first',
    access: 'admin',
    query: listApplicationsQuerySchema,
    response: z.array(jobApplicationSchema),
    paged: true,
  },
  'DELETE /job/apply/:id': {
    summary: 'Delete an application and its CV',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  'GET /job/:slug': {
    summary: 'One job (by slug or id), open or not',
    access: 'public',
    params: slugParamsSchema,
    response: jobSchema,
  },
  'POST /job': {
    summary: 'Add a job',
    access: 'admin',
    body: createJobBodySchema,
    status: 201,
    response: createdJobResponseSchema,
  },
  'PUT /job/:slug': {
    summary: 'Change a job',
    description: 'Any of the fields; a new title gives a new slug.',
    access: 'admin',
    params: slugParamsSchema,
    body: updateJobBodySchema,
    response: messageResponseSchema,
    errors: [409],
  },
  'DELETE /job/:id': {
    summary: 'Delete a job (its applications stay)',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  'POST /job/:slug/apply': {
    summary: 'Apply for a job (no login)',
    description:
      'Limited per client address (429 with `Retry-After`), checked before the upload is read. A filled `website` field (a honeypot) answers the same 201 and stores nothing. 409 once the deadline day is over.',
    access: 'public',
    params: slugParamsSchema,
    body: applyJobBodySchema,
    files: [
      {
        accept: ['document'],
        name: 'cv',
        required: true,
        description: 'the CV: a PDF, at most 5 MB (kept private: admins only)',
      },
    ],
    maxFileBytes: MAX_CV_BYTES,
    status: 201,
    response: messageResponseSchema,
    errors: [409, 429],
  },
});
