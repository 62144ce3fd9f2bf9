import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'checkout',
  dir: new URL('.', import.meta.url),
  title: 'Cart and orders',
  exposes: { './routes': './src/app/routes.tsx' },
});
