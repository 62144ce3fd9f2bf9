// What starting the built API as a process needs: the first admin, a free port, and waiting
// until it answers ready (site.ts for each file, demo-store.ts once per run).
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const admin = { email: 'admin@example.com', password: 'admin-e2e-password' };

/** A free loopback port (listen on 0, note it, close). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Waits until the API at `url` (…/api/v1) answers ready; throws with its output if it exits or hangs. */
export async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // seeding the demo data takes about 45 s on two cores; more on a busy machine
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${output()}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not become ready: ${output()}`);
}
