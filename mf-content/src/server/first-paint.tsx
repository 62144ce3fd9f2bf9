// The content remote's server renderer (contracts first-paint.ts `PageRenderer`): its screens and
// the home page's banner carousel as HTML (web-kit first-paint/server.tsx), and what the shell's
// server asks before painting them: each page's early request and head (prepare.ts), and its
// addresses for the sitemap.
import type { PageRenderer } from '@tyre/contracts/first-paint';
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { Widget as BannerCarousel } from '../app/banner-carousel-widget';
import { contentDictionary } from '../messages/dictionary';
import { prepare } from './prepare';
import { sitemap } from './sitemap';

export const renderer: PageRenderer = {
  ...firstPaintRenderer({
    routes,
    widgets: { './banner-carousel': BannerCarousel },
    dictionaries: [contentDictionary],
  }),
  prepare,
  sitemap,
};
