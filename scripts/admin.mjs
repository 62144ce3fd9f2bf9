// `pnpm admin promote <email>` and `pnpm admin create`: the operator's command for admins
// (api/src/admin/), run from this checkout's API source on the same store as the API's.
import { runApiSource } from './api-source.mjs';

runApiSource('admin/main.ts', process.argv.slice(2));
