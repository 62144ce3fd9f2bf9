// `pnpm build:repeat [N]`: builds every app N times (10 unless said) from a clean state and checks
// each build's output, to prove that a fresh clone's build (and so `pnpm start`) never fails.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frontEnds, root } from './apps.mjs';

const rounds = Number(process.argv[2] ?? 10);
const rootDir = fileURLToPath(root);
/** What each app's dist/ must hold after a build. */
const expected = [
  ['api', ['dist/main.js']],
  ...frontEnds.map(({ app, dir }) => [
    dir,
    app === 'shell'
      ? ['dist/index.html']
      : ['dist/mf-manifest.json', 'dist/remoteEntry.js', 'dist/standalone/index.html'],
  ]),
];

let failures = 0;
for (let round = 1; round <= rounds; round++) {
  for (const [dir] of expected) rmSync(new URL(`${dir}/dist`, root), { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync('pnpm', ['build'], { cwd: rootDir, encoding: 'utf8' });
  const missing = expected.flatMap(([dir, files]) =>
    files.filter((file) => !existsSync(new URL(`${dir}/${file}`, root))).map((file) => `${dir}/${file}`),
  );
  const ok = result.status === 0 && missing.length === 0;
  if (!ok) failures += 1;
  console.log(
    `round ${round}/${rounds}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (missing.length ? ` (missing ${missing.join(', ')})` : ''),
  );
  if (result.status !== 0) console.log(result.stdout.slice(-4000), result.stderr.slice(-4000));
}
console.log(`${rounds - failures} of ${rounds} clean builds succeeded`);
process.exit(failures ? 1 : 0);
