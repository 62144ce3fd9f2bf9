// A loopback server of the API's tests (a payment gateway, a courier) run as a process of its own
// for a browser test: started with the API's tsx, it prints the API's settings for it as its first
// line and stops on SIGTERM (api/src/test/*-serve.ts).
import { spawn, type ChildProcess } from 'node:child_process';

export interface GatewayProcess {
  /** The API's settings for the gateway, as it printed them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts `api/src/test/<script>` (a loopback gateway's or courier's `*-serve.ts`) with the API's tsx and reads the
 * settings it prints as its first line.
 */
export async function startGatewayProcess(script: string): Promise<GatewayProcess> {
  const child: ChildProcess = spawn('node_modules/.bin/tsx', [`src/test/${script}`], {
    cwd: new URL('../../api/', import.meta.url),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return {
    env,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
