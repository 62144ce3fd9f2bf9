import { serveFromEnv } from '@tyre/build-config/serve';

await serveFromEnv({ app: 'shell', root: new URL('./dist/', import.meta.url) });
