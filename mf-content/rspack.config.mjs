import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'content',
  dir: new URL('.', import.meta.url),
  title: 'News and pages',
  exposes: {
    './routes': './src/app/routes.tsx',
    './latest-news': './src/app/latest-news-widget.tsx',
    './banner-carousel': './src/app/banner-carousel-widget.tsx',
    './home-video': './src/app/home-video-widget.tsx',
  },
});
