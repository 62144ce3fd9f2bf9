// the built site server (`pnpm build` makes it; plain node runs no TypeScript)
import { serveFromEnv } from '@tyre/site-server/dist';

await serveFromEnv({ app: 'shell', root: new URL('./dist/', import.meta.url) });
