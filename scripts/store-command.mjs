// `pnpm backup [--out …]` and `pnpm restore <archive>`: the operator's commands for backups of
// the embedded store (api/src/backup-command/), on the same store as the API's.
import { runApiSource } from './api-source.mjs';

runApiSource('backup-command/main.ts', process.argv.slice(2));
