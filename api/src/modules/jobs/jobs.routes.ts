import { Router } from 'express';
import {
  applyJobBodySchema,
  createJobBodySchema,
  idParamsSchema,
  listApplicationsQuerySchema,
  listJobsQuerySchema,
  MAX_CV_BYTES,
  slugParamsSchema,
  updateJobBodySchema,
} from '@tyre/contracts';
import type { ApiModule, AppContext } from '../../context';
import { upload } from '../../lib/files/upload';
import { AppError } from '../../lib/http/errors';
import { handle, sendPage } from '../../lib/http/handle';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import { seedDemoJobs } from './demo-jobs';
import { JobsService } from './jobs.service';

/**
 * Jobs: GET /job (open jobs; `?all=1` every job, admins only) and GET /job/:slug for everyone;
 * POST, PUT /job/:slug and DELETE /job/:id for admins. Applications: POST /job/:slug/apply from
 * any visitor (rate-limited per address, honeypot, CV as a private PDF); GET /job/apply and
 * DELETE /job/apply/:id for admins.
 */
export function jobsModule(ctx: AppContext): ApiModule {
  const service = new JobsService(ctx.store, ctx.files);
  const { requireAdmin, optionalUser } = ctx.guards;
  const throttle = new Throttle(ctx.store);
  const router = Router();

  router.get(
    '/job',
    optionalUser,
    handle({ query: listJobsQuerySchema }, async ({ query }, req, res) => {
      if (query.all && req.auth?.role !== 'admin') {
        throw req.auth
          ? new AppError('forbidden', 'Only an admin can see closed jobs')
          : new AppError('unauthorized', 'Please log in to continue');
      }
      const { items, total } = await service.list(Boolean(query.all), query.page, query.size, query.search);
      return sendPage(res, items, total);
    }),
  );
  // Before /job/:slug (no job has the slug `apply`).
  router.get(
    '/job/apply',
    ...requireAdmin,
    handle({ query: listApplicationsQuerySchema }, async ({ query }, _req, res) => {
      const { items, total } = await service.listApplications(query.job, query.page, query.size);
      res.setHeader('Cache-Control', 'private, no-store');
      return sendPage(res, items, total);
    }),
  );
  router.delete(
    '/job/apply/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.deleteApplication(params.id);
      return { message: 'Application deleted' };
    }),
  );
  router.get(
    '/job/:slug',
    handle({ params: slugParamsSchema }, ({ params }) => service.get(params.slug)),
  );
  router.post(
    '/job',
    ...requireAdmin,
    handle({ body: createJobBodySchema }, async ({ body }, _req, res) => {
      const job = await service.create(body);
      res.status(201);
      return { message: 'Job created', _id: job._id, slug: job.slug };
    }),
  );
  router.put(
    '/job/:slug',
    ...requireAdmin,
    handle({ params: slugParamsSchema, body: updateJobBodySchema }, async ({ params, body }) => {
      await service.update(params.slug, body);
      return { message: 'Job updated' };
    }),
  );
  router.delete(
    '/job/:id',
    ...requireAdmin,
    handle({ params: idParamsSchema }, async ({ params }) => {
      await service.delete(params.id);
      return { message: 'Job deleted' };
    }),
  );
  router.post(
    '/job/:slug/apply',
    formLimit(throttle, 'apply', PUBLIC_FORM_RULE),
    ...upload({ fields: [{ name: 'cv', accept: ['document'], required: true }], maxFileBytes: MAX_CV_BYTES }),
    handle({ params: slugParamsSchema, body: applyJobBodySchema }, async ({ params, body }, req, res) => {
      await service.apply(params.slug, body, req.uploads!.cv![0]!);
      res.status(201);
      return { message: 'Thank you: your application has been sent' };
    }),
  );

  return {
    name: 'jobs',
    router,
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoJobs(service),
  };
}
