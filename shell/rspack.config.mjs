import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'shell',
  dir: new URL('.', import.meta.url),
  title: 'Tyres for Bangladesh',
});
