// The catalogue's server renderer (contracts first-paint.ts `PageRenderer`): its screens as HTML
// (web-kit first-paint/server.tsx), and what the shell's server asks before painting them: each
// page's early request, head and own state (prepare.ts), and its addresses for the sitemap.
import type { PageRenderer } from '@tyre/contracts/first-paint';
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { catalogDictionary } from '../messages/dictionary';
import { vehiclesDictionary } from '../messages/vehicles/dictionary';
import { prepare } from './prepare';
import { sitemap } from './sitemap';

export const renderer: PageRenderer = {
  ...firstPaintRenderer({ routes, dictionaries: [catalogDictionary, vehiclesDictionary] }),
  prepare,
  sitemap,
};
