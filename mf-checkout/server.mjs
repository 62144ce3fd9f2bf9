import { serveFromEnv } from '@tyre/build-config/serve';

await serveFromEnv({ app: 'checkout', root: new URL('./dist/', import.meta.url) });
