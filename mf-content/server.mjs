import { serveFromEnv } from '@tyre/build-config/serve';

await serveFromEnv({ app: 'content', root: new URL('./dist/', import.meta.url) });
