import { runBackupCommand, runRestoreCommand, USAGE } from './backup-command';

/**
 * `pnpm backup` and `pnpm restore <archive>` (scripts/store-command.mjs runs this file with the
 * command's name first): the operator's commands for backups of the embedded store.
 */
// whatever the commands write (archives, a restored store) is the owner's only, as the API's is
process.umask(0o077);
const [command, ...args] = process.argv.slice(2);
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const run = command === 'backup' ? runBackupCommand : command === 'restore' ? runRestoreCommand : undefined;
if (!run) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  run(args, process.env, io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    },
  );
}
