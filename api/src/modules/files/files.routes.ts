import { filesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { notFound } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';

/**
 * GET /files/:name — public images for everyone (long-cached); private files (CVs, dealer
 * documents) for admins; to anyone else a private file does not exist (404).
 */
export function filesModule(ctx: AppContext): ApiModule {
  return {
    name: 'files',
    ...mountRoutes(ctx.guards, filesRoutes, {
      'GET /files/:name': async ({ params }, req, res) => {
        const file = await ctx.files.store.open(params.name);
        // A private file answers a visitor or a customer exactly what a missing file answers, so
        // that names cannot be probed; only an admin learns that it exists.
        if (!file || (file.info.visibility === 'private' && req.auth?.role !== 'admin')) {
          file?.stream.destroy();
          throw notFound('File');
        }
        res.setHeader('Content-Type', file.info.contentType);
        res.setHeader('Content-Length', String(file.info.size));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader(
          'Cache-Control',
          file.info.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        );
        if (file.info.contentType === 'application/pdf') {
          res.setHeader('Content-Disposition', `inline; filename="${params.name}"`);
        }
        await new Promise<void>((resolve, reject) => {
          file.stream.once('error', reject);
          res.once('close', resolve);
          file.stream.pipe(res);
        });
        return undefined;
      },
    }),
  };
}
