// The content remote's server renderer (contracts first-paint.ts `PageRenderer`): its screens and
// the home page's banner carousel as HTML (web-kit first-paint/server.tsx), and what the shell's
// server asks before painting them: each page's early request and head (prepare.ts), and its
// addresses for the sitemap.
import type { ComponentType } from 'react';
import type { PageRenderer } from '@tyre/contracts/first-paint';
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { inRemoteRoot, screenAtOnce } from '@tyre/web-kit';
import { routes } from '../app/routes';
import { DealerDetailPage } from '../features/dealers/components/dealer-page';
import { DealersPage } from '../features/dealers/components/dealers-page';
import { dealersDictionary } from '../features/dealers/messages/dictionary';
import { Widget as BannerCarousel } from '../app/banner-carousel-widget';
import { contentDictionary } from '../messages/dictionary';
import { prepare } from './prepare';
import { sitemap } from './sitemap';

/**
 * The screens the browser loads as chunks of their own (`screenChunk`), here at once (a render is
 * synchronous, and a chunk not yet in would paint its loading state), in the same `Suspense`.
 */
const atOnce: Record<string, ComponentType> = {
  '/dealers': inRemoteRoot('content', screenAtOnce(DealersPage), contentDictionary),
  '/dealers/:slug': inRemoteRoot('content', screenAtOnce(DealerDetailPage), contentDictionary),
};

export const renderer: PageRenderer = {
  ...firstPaintRenderer({
    routes: routes.map((route) => ({ ...route, Component: atOnce[route.path] ?? route.Component })),
    widgets: { './banner-carousel': BannerCarousel },
    // the dealers' own dictionary (the browser loads it with their chunk)
    dictionaries: [contentDictionary, dealersDictionary],
  }),
  prepare,
  sitemap,
};
