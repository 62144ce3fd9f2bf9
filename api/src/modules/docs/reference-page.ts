import type { REFERENCE_ASSET_FILES } from '@tyre/contracts/routes';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the page and its files are served (absolute, so `/docs/` with a slash works too). */
export const DOCS_BASE = '/api/v1';

// Swagger UI's own files, served from its package: the page loads nothing from elsewhere.
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist'));

// Started from a file of its own: the page's Content-Security-Policy allows no inline script.
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCS_BASE}/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

export type ReferenceAsset = { type: string } & ({ file: string } | { text: string });

/** The files the page loads, by name under /api/v1/docs/. */
export const REFERENCE_ASSETS: Record<(typeof REFERENCE_ASSET_FILES)[number], ReferenceAsset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: path.join(swaggerUiDir, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: path.join(swaggerUiDir, 'swagger-ui-bundle.js'),
  },
  'reference.js': { type: 'text/javascript; charset=utf-8', text: START_SCRIPT },
};

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tyre shop API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${DOCS_BASE}/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${DOCS_BASE}/docs/swagger-ui-bundle.js"></script>
    <script src="${DOCS_BASE}/docs/reference.js"></script>
  </body>
</html>
`;

/**
 * What the page may load, set on the docs routes only: its own scripts and style sheet (Swagger
 * UI sets styles through the DOM, which needs no 'unsafe-inline'), its SVG icons as data: images,
 * and the document. The browser test (e2e/src/api-reference.test.ts) fails on any violation.
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
