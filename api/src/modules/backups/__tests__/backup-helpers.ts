import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestApi } from '../../../test/test-api';

/** A fresh temporary folder for one test. */
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** GET /backup as the admin, saved as a file in `dir`; answers its path. */
export async function downloadBackup(api: TestApi, dir: string): Promise<string> {
  const res = await fetch(`${api.base}/backup`, {
    headers: { authorization: `Bearer ${await api.adminToken()}` },
  });
  if (res.status !== 200) throw new Error(`GET /backup answered ${res.status}: ${await res.text()}`);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.tar.gz';
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/** Every file below `dir` with its bytes, to show a folder was left as it was. */
export function folderState(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
  }
  return out;
}
