// `pnpm test`: every check of the repo, each step timed, then the slowest test files.
//   format → typecheck and lint side by side → build → unit tests → browser tests
// Arguments go to Vitest (`pnpm test -- --project api`, or a file): then only that Vitest run is
// made, with no checks or builds before it (run `pnpm build` first for the browser tests).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'tyre-test-report-'));
const timings = [];
/** each test file's duration, written by scripts/file-timings-reporter.mjs */
const timingsFile = join(reports, 'files.jsonl');

/** Runs a command with the terminal's output; resolves to its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_FILE_TIMINGS: timingsFile },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name, ...commands) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const codes = await Promise.all(commands.map(([command, ...args]) => run(command, args)));
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`=== ${name}: ${seconds.toFixed(0)} s`);
  return codes.every((code) => code === 0);
}

const vitest = (projects) => [
  'pnpm',
  'exec',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=./scripts/file-timings-reporter.mjs',
];

function summary() {
  console.log('\nstep timings:');
  for (const [name, seconds] of timings)
    console.log(`  ${name.padEnd(26)} ${seconds.toFixed(0).padStart(5)} s`);
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`  ${'total'.padEnd(26)} ${total.toFixed(0).padStart(5)} s`);
  let files = [];
  try {
    files = readFileSync(timingsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    // no test ran
  }
  if (files.length) {
    console.log('the slowest ten test files:');
    for (const { file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
      console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  }
  rmSync(reports, { recursive: true, force: true });
}

const passThrough = process.argv.slice(2).filter((arg) => arg !== '--');
let ok;
if (passThrough.length) {
  ok = (await run('pnpm', ['exec', 'vitest', 'run', ...passThrough])) === 0;
} else {
  ok =
    (await step('format', ['pnpm', 'format:check'])) &&
    (await step('typecheck and lint', ['pnpm', 'typecheck'], ['pnpm', 'lint'])) &&
    (await step('build', ['pnpm', 'build']));
  // the unit tests and the browser tests both run even when the first fails: one run tells all
  if (ok) {
    const unit = await step('unit tests', vitest(['!e2e']));
    const browser = await step('browser tests', vitest(['e2e']));
    ok = unit && browser;
  }
  summary();
}
process.exit(ok ? 0 : 1);
