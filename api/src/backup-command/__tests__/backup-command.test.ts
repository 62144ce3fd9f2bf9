import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '../../lib/backup/read-backup';
import { runScript } from '../../test/run-script';
import { startTestApi, type TestApi } from '../../test/test-api';

/** Runs `pnpm backup …` or `pnpm restore …` as the operator would (node scripts/store-command.mjs). */
const run = (dataDir: string, args: string[]) => runScript('store-command.mjs', dataDir, args);

const archivesIn = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz'));

describe('pnpm backup and pnpm restore', { timeout: 120_000 }, () => {
  let work: string;
  let api: TestApi;
  let categoryName: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-backup-command-'));
    api = await startTestApi({}, path.join(work, 'shop'));
    categoryName = 'Kept through a backup';
    const res = await api.call('POST', '/category', {
      token: await api.adminToken(),
      body: { name: categoryName },
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('when pnpm backup runs beside the API, then it gets a checked archive from it, and pnpm restore brings the shop back into an empty folder', async () => {
    const out = path.join(work, 'backups');
    const backup = await run(api.dataDir, ['backup', '--out', out]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Asked the API running on');
    expect(backup.stdout).toMatch(/Backup written: .*tyre-backup-.*\.tar\.gz/);
    const [archive] = archivesIn(out);
    const manifest = await verifyArchive(path.join(out, archive!));
    expect(manifest.collections.categories!.documents).toBe(1);

    const restoredDir = path.join(work, 'restored');
    const restore = await run(restoredDir, ['restore', path.join(out, archive!)]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored`);
    const restored = await startTestApi({}, restoredDir);
    try {
      const categories = (await restored.call('GET', '/category')).body as { name: string }[];
      expect(categories.map((c) => c.name)).toEqual([categoryName]);
    } finally {
      await restored.stop();
    }
  });

  it('when pnpm restore is given a damaged archive or a folder that is not empty, then it exits 1 saying why, and nothing is changed', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    fs.writeFileSync(damaged, Buffer.from('1f8b0800000000000003', 'hex'));
    const target = path.join(work, 'never-made');
    const refused = await run(target, ['restore', damaged]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Refused: .*damaged\.tar\.gz is incomplete: it ends too early.*\. Nothing was changed\.\n$/,
    );
    expect(fs.existsSync(target)).toBe(false);

    const inUse = await run(api.dataDir, ['restore', damaged]);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toMatch(/is not empty: a restore goes into an empty data folder only/);
  });

  it('when no API runs on the data folder, then pnpm backup opens it itself', async () => {
    const stopped = path.join(work, 'stopped');
    const other = await startTestApi({}, stopped);
    await other.stop();
    const out = path.join(work, 'offline.tar.gz');
    const backup = await run(stopped, ['backup', '--out', out]);
    expect(backup.code).toBe(0);
    expect(backup.stdout).not.toContain('Asked the API');
    const manifest = await verifyArchive(out);
    expect(manifest.collections.users!.documents).toBe(1);
    expect(fs.existsSync(path.join(stopped, '.lock'))).toBe(false);
  });
});
