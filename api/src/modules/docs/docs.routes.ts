import type { Response } from 'express';
import { API, docsRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { AppError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { buildOpenApiDocument } from './openapi';
import { REFERENCE_ASSETS, REFERENCE_CSP, REFERENCE_HTML } from './reference-page';

const allowReferencePage = (res: Response) => res.setHeader('Content-Security-Policy', REFERENCE_CSP);

/** GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (a reference page made from it). */
export function docsModule(ctx: AppContext): ApiModule {
  // Made once, at start: a mistake in a declared route stops the API from starting.
  const document = JSON.stringify(buildOpenApiDocument(Object.values(API)));

  return {
    name: 'docs',
    ...mountRoutes(ctx.guards, docsRoutes, {
      'GET /openapi.json': (_input, _req, res) => {
        res.type('application/json').setHeader('Cache-Control', 'no-cache');
        res.send(document);
      },
      'GET /docs': (_input, _req, res) => {
        allowReferencePage(res);
        res.type('html').setHeader('Cache-Control', 'no-cache');
        res.send(REFERENCE_HTML);
      },
      'GET /docs/:file': ({ params }, _req, res) =>
        new Promise<undefined>((resolve, reject) => {
          const asset = Object.hasOwn(REFERENCE_ASSETS, params.file)
            ? REFERENCE_ASSETS[params.file as keyof typeof REFERENCE_ASSETS]
            : undefined;
          if (!asset) throw new AppError('not_found', 'docs.noFile');
          allowReferencePage(res);
          res.setHeader('Content-Type', asset.type);
          res.setHeader('Cache-Control', 'public, max-age=86400');
          if ('text' in asset) {
            res.send(asset.text);
            resolve(undefined);
          }
          // the package lives under node_modules/.pnpm/, a dot folder that sendFile refuses unless told
          else
            res.sendFile(asset.file, { dotfiles: 'allow' }, (err) =>
              err ? reject(err) : resolve(undefined),
            );
        }),
    }),
  };
}
