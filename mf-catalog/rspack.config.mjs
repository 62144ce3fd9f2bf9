import { createAppConfig } from '@tyre/build-config/rspack';

export default createAppConfig({
  app: 'catalog',
  dir: new URL('.', import.meta.url),
  title: 'Catalogue',
  // widget names are typed in @tyre/contracts (RemoteWidgetNames['catalog'])
  exposes: {
    './routes': './src/app/routes.tsx',
    './finder-form': './src/app/finder-form-widget.ts',
    './new-arrivals': './src/app/new-arrivals-widget.ts',
  },
});
