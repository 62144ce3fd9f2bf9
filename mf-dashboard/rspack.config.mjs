import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'dashboard',
  dir: new URL('.', import.meta.url),
  title: 'Admin dashboard',
  exposes: { './routes': './src/app/routes.tsx' },
});
