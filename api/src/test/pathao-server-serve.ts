// The loopback Pathao (pathao-server.ts) as a process of its own, for the browser test of booking
// with Pathao (e2e/src/pathao.test.ts), which starts it with tsx: it prints the API's PATHAO_*
// settings for it as one JSON line, and stops on SIGTERM.
import { startFakePathao } from './pathao-server';

void startFakePathao().then((pathao) => {
  process.stdout.write(`${JSON.stringify(pathao.env)}\n`);
  process.once('SIGTERM', () => void pathao.stop().then(() => process.exit(0)));
});
