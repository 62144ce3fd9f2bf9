import { jobsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { formLimit, PUBLIC_FORM_RULE } from '../../lib/throttle/form-limit';
import { Throttle } from '../../lib/throttle/throttle';
import { seedDemoJobs } from './demo-jobs';
import type { JobsService } from './jobs.service';

/**
 * Jobs: GET /job (open jobs; `?all=1` every job, admins only) and GET /job/:slug for everyone;
 * POST, PUT /job/:slug and DELETE /job/:id for admins. Applications: POST /job/:slug/apply from
 * any visitor (rate-limited per address, honeypot, CV as a private PDF); GET /job/apply and
 * DELETE /job/apply/:id for admins.
 */
export function jobsModule(ctx: AppContext, service: JobsService): ApiModule {
  const throttle = new Throttle(ctx.store);
  return {
    name: 'jobs',
    ...mountRoutes(ctx.guards, jobsRoutes, {
      'GET /job': ({ query }, req) => {
        if (query.all && req.auth?.role !== 'admin') {
          throw req.auth
            ? new AppError('forbidden', 'auth.adminOnlyClosedJobs')
            : new AppError('unauthorized', 'auth.loginRequired');
        }
        return service.list(Boolean(query.all), query.page, query.size, query.search);
      },
      'GET /job/apply': async ({ query }, _req, res) => {
        const page = await service.listApplications(query.job, query.page, query.size);
        res.setHeader('Cache-Control', 'private, no-store');
        return page;
      },
      'DELETE /job/apply/:id': async ({ params }) => {
        await service.deleteApplication(params.id);
        return { message: 'Application deleted' };
      },
      'GET /job/:slug': ({ params }) => service.get(params.slug),
      'POST /job': async ({ body }) => ({ ...(await service.create(body)), message: 'Job created' }),
      'PUT /job/:slug': async ({ params, body }) => {
        await service.update(params.slug, body);
        return { message: 'Job updated' };
      },
      'DELETE /job/:id': async ({ params }) => {
        await service.delete(params.id);
        return { message: 'Job deleted' };
      },
      'POST /job/:slug/apply': {
        // before the upload: a flood is refused without reading its files
        before: [formLimit(throttle, 'apply', PUBLIC_FORM_RULE)],
        handle: async ({ params, body }, req) => {
          await service.apply(params.slug, body, req.uploads!.cv![0]!);
          return { message: 'Thank you: your application has been sent' };
        },
      },
    }),
    referencedFiles: () => service.referencedFiles(),
    seedDemo: () => seedDemoJobs(service),
  };
}
