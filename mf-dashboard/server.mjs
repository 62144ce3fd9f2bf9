import { serveFromEnv } from '@tyre/build-config/serve';

await serveFromEnv({ app: 'dashboard', root: new URL('./dist/', import.meta.url) });
