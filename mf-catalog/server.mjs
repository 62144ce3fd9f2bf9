import { serveFromEnv } from '@tyre/build-config/serve';

await serveFromEnv({ app: 'catalog', root: new URL('./dist/', import.meta.url) });
