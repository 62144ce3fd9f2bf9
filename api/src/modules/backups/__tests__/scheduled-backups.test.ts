import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyArchive } from '../../../lib/backup/read-backup';
import { startTestApi } from '../../../test/test-api';
import { tempDir } from './backup-helpers';

describe('scheduled backups', () => {
  it('when BACKUP_DIR holds no recent archive, then one is written at start, and only the newest BACKUP_KEEP are kept', async () => {
    const dir = tempDir('tyre-scheduled-');
    const old = ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z'].map(
      (stamp) => `tyre-backup-${stamp}.tar.gz`,
    );
    for (const name of [...old, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'an older archive');
    const api = await startTestApi({ BACKUP_DIR: dir, BACKUP_EVERY: '1d', BACKUP_KEEP: '2' });
    try {
      const fresh = () => fs.readdirSync(dir).filter((n) => /^tyre-backup-(?!2020).*\.tar\.gz$/.test(n));
      for (let i = 0; i < 200 && (fresh().length === 0 || fs.readdirSync(dir).includes(old[1]!)); i++)
        await new Promise((r) => setTimeout(r, 50));
      const [made] = fresh();
      expect(made).toBeDefined();
      expect(fs.readdirSync(dir).sort()).toEqual(['notes.txt', old[2]!, made!].sort());
      const manifest = await verifyArchive(path.join(dir, made!));
      expect(manifest.collections.users!.documents).toBe(1);
      expect((fs.statSync(path.join(dir, made!)).mode & 0o077).toString(8)).toBe('0');
    } finally {
      await api.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('when BACKUP_DIR is set together with MONGODB_URI, then the configuration is refused', async () => {
    await expect(
      startTestApi({
        BACKUP_DIR: '/tmp/x',
        MONGODB_URI: 'mongodb://127.0.0.1:9/x',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).rejects.toThrow(/BACKUP_DIR: backs up the embedded store only/);
  });
});
