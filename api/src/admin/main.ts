import readline from 'node:readline';
import { Writable } from 'node:stream';
import { runAdminCommand, type AdminIo } from './admin-command';

/**
 * `pnpm admin …` (scripts/admin.mjs runs this file): the operator's command for admins. Questions
 * are read from stdin line by line; at a terminal, a password is not echoed.
 */
function terminalIo(): AdminIo & { close(): void } {
  const interactive = Boolean(process.stdin.isTTY);
  let muted = false;
  // readline echoes what is typed at a terminal to its output: muted while a password is typed
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  let lines: AsyncIterator<string> | undefined;
  let rl: readline.Interface | undefined;
  return {
    interactive,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    async ask(question, options = {}) {
      if (!rl) {
        rl = readline.createInterface({ input: process.stdin, output: echo, terminal: interactive });
        // an iterator keeps the lines that arrive before they are asked for (piped answers)
        lines = rl[Symbol.asyncIterator]();
      }
      process.stdout.write(question);
      muted = Boolean(options.hidden) && interactive;
      const next = await lines!.next();
      // the Enter of a muted answer was not echoed, nor is a piped answer
      if (muted || !interactive) process.stdout.write('\n');
      muted = false;
      return next.done ? undefined : next.value;
    },
    close: () => rl?.close(),
  };
}

// whatever the command writes (a new store's files) is the owner's only, as the API's are
process.umask(0o077);
const io = terminalIo();
runAdminCommand(process.argv.slice(2), process.env, io).then(
  (code) => {
    io.close();
    process.exitCode = code;
  },
  (e: unknown) => {
    io.close();
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  },
);
