// The content remote's first-paint renderer (web-kit first-paint/server.tsx): its screens and the
// home page's banner carousel as HTML.
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { Widget as BannerCarousel } from '../app/banner-carousel-widget';
import { contentDictionary } from '../messages/dictionary';

export const renderer = firstPaintRenderer({
  routes,
  widgets: { './banner-carousel': BannerCarousel },
  dictionaries: [contentDictionary],
});
