import { Router, type Response } from 'express';
import type { ApiModule } from '../../context';
import { AppError } from '../../lib/http/errors';
import { buildOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations';
import { REFERENCE_ASSETS, REFERENCE_CSP, REFERENCE_HTML } from './reference-page';

const allowReferencePage = (res: Response) => res.setHeader('Content-Security-Policy', REFERENCE_CSP);

/** GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (a reference page made from it). */
export function docsModule(): ApiModule {
  // Made once, at start: a mistake in a declared operation stops the API from starting.
  const document = JSON.stringify(buildOpenApiDocument(OPERATIONS));
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(document);
  });
  router.get('/docs', (_req, res) => {
    allowReferencePage(res);
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(REFERENCE_HTML);
  });
  router.get('/docs/:file', (req, res, next) => {
    const asset = Object.hasOwn(REFERENCE_ASSETS, req.params.file)
      ? REFERENCE_ASSETS[req.params.file]
      : undefined;
    if (!asset) throw new AppError('not_found', 'No such file of the reference page');
    allowReferencePage(res);
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    if ('text' in asset) res.send(asset.text);
    // the package lives under node_modules/.pnpm/, a dot folder that sendFile refuses unless told
    else res.sendFile(asset.file, { dotfiles: 'allow' }, (err) => err && next(err));
  });

  return { name: 'docs', router };
}
