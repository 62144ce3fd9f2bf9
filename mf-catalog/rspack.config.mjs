import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'catalog',
  dir: new URL('.', import.meta.url),
  title: 'Catalogue',
  exposes: {
    './routes': './src/app/routes.tsx',
    './featured-products': './src/app/featured-products-widget.tsx',
  },
});
