import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the repository's `scripts/` as the operator's `pnpm <command>` would, at the root,
 * on `dataDir` with the API's variables only (no MongoDB from the test's own environment).
 */
export function runScript(script: string, dataDir: string, args: string[], input = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, MONGODB_URI: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
