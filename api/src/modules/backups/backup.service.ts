import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { BACKUP_FILE_NAME, backupFileName, type Manifest } from '../../lib/backup/manifest';
import { takeSnapshot, writeArchive, type BackupSource, type Snapshot } from '../../lib/backup/write-backup';
import { AppError, says } from '../../lib/http/errors';
import type { Metrics } from '../../lib/metrics/metrics';
import { WritesBusyError } from '../../lib/store/write-gate';

export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

/** When an archive of `backupFileName` was taken, from its name. */
function takenAt(name: string): number {
  const stamp = name.slice('tyre-backup-'.length, -'Z.tar.gz'.length);
  const [day, time] = stamp.split('T') as [string, string];
  return Date.parse(`${day}T${time.replace(/-/g, ':')}Z`);
}

/** The archives of a backup folder, oldest first (by the time in their names). */
export async function archivesIn(dir: string): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => BACKUP_FILE_NAME.test(n)).sort((a, b) => takenAt(a) - takenAt(b));
}

/**
 * Backups of the embedded store (none on MongoDB: `source` is then undefined): as a stream (the
 * dashboard's download, `pnpm backup` through the control socket), as a file in a folder, and on
 * a schedule (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP) that keeps the newest archives only.
 */
export class BackupService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly source: BackupSource | undefined,
    private readonly options: {
      logger: Logger;
      metrics: Metrics | undefined;
      schedule: BackupSchedule | undefined;
    },
  ) {}

  /**
   * The shop at this moment (see takeSnapshot): 409 on MongoDB, 503 when the writes in progress did
   * not pause in time.
   */
  async snapshot(): Promise<Snapshot> {
    if (!this.source) throw new AppError('conflict', 'backup.onMongo');
    try {
      return await takeSnapshot(this.source);
    } catch (e) {
      this.counted(false);
      if (e instanceof WritesBusyError)
        throw new AppError('unavailable', says('backup.busy', { seconds: e.seconds }), {
          retryAfterSeconds: 5,
        });
      throw e;
    }
  }

  private counted(ok: boolean): void {
    this.options.metrics?.backups.inc({ outcome: ok ? 'ok' : 'failed' });
    if (ok) this.options.metrics?.lastBackup.set(Date.now() / 1000);
  }

  /** Writes the snapshot's archive to `out`, then lets go of its files; a failure destroys `out`. */
  async send(snapshot: Snapshot, out: Writable): Promise<Manifest> {
    try {
      const manifest = await writeArchive(snapshot, out);
      this.counted(true);
      return manifest;
    } catch (e) {
      this.counted(false);
      throw e;
    } finally {
      await snapshot.release();
    }
  }

  /** Writes a backup into `dir` (`.part` first, renamed once whole); answers its path and manifest. */
  async writeFile(dir: string): Promise<{ file: string; manifest: Manifest }> {
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const snapshot = await this.snapshot();
    const file = path.join(dir, backupFileName(snapshot.takenAt));
    const part = `${file}.part`;
    try {
      const manifest = await this.send(snapshot, fs.createWriteStream(part, { mode: 0o600 }));
      await fs.promises.rename(part, file);
      return { file, manifest };
    } catch (e) {
      await fs.promises.rm(part, { force: true });
      throw e;
    }
  }

  /** Removes all but the newest `keep` archives of `dir`; answers the names removed. */
  async prune(dir: string, keep: number): Promise<string[]> {
    const archives = await archivesIn(dir);
    const removed = archives.slice(0, Math.max(0, archives.length - keep));
    for (const name of removed) await fs.promises.rm(path.join(dir, name), { force: true });
    return removed;
  }

  /** One scheduled backup, then the old ones removed. */
  private async scheduled(schedule: BackupSchedule): Promise<void> {
    const { logger } = this.options;
    try {
      const { file, manifest } = await this.writeFile(schedule.dir);
      const removed = await this.prune(schedule.dir, schedule.keep);
      logger.info(
        {
          file,
          documents: Object.values(manifest.collections).reduce((n, c) => n + c.documents, 0),
          removed,
        },
        'scheduled backup written',
      );
    } catch (err) {
      logger.error({ err }, 'the scheduled backup failed');
    }
  }

  /**
   * Starts the schedule (when configured): the next backup is due BACKUP_EVERY after the newest
   * archive in BACKUP_DIR (at once when there is none), so restarts do not put it off.
   */
  start(): void {
    const schedule = this.options.schedule;
    if (!schedule || !this.source) return;
    // a timer waits 24.8 days at most: a later backup is reached in steps
    const plan = (dueAt: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(
        () => {
          if (Date.now() < dueAt) return plan(dueAt);
          this.running = this.scheduled(schedule).finally(() => {
            this.running = undefined;
            plan(Date.now() + schedule.everyMs);
          });
        },
        Math.min(Math.max(0, dueAt - Date.now()), 2 ** 31 - 1),
      );
      this.timer.unref();
    };
    void archivesIn(schedule.dir).then((archives) => {
      const newest = archives.at(-1);
      plan(newest ? takenAt(newest) + schedule.everyMs : Date.now());
    });
  }

  /** Stops the schedule; a backup being written is finished first. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
