import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('the operator variables', () => {
  it('when none is set, then there are no scheduled backups, no metrics and no shutdown grace', () => {
    const c = loadConfig({});
    expect(c.backup).toBeUndefined();
    expect(c.metrics).toEqual({ token: undefined, port: undefined });
    expect(c.shutdownGraceSeconds).toBe(0);
  });

  it('when they are set, then they are read: BACKUP_EVERY in minutes, hours or days, a metrics token and port, a grace', () => {
    const c = loadConfig({
      BACKUP_DIR: 'backups',
      BACKUP_EVERY: '6h',
      BACKUP_KEEP: '3',
      METRICS_TOKEN: 'a-long-enough-token',
      METRICS_PORT: '9464',
      SHUTDOWN_GRACE: '15',
    });
    expect(c.backup).toEqual({ dir: expect.stringMatching(/\/backups$/), everyMs: 6 * 3_600_000, keep: 3 });
    expect(c.metrics).toEqual({ token: 'a-long-enough-token', port: 9464 });
    expect(c.shutdownGraceSeconds).toBe(15);
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '30m' }).backup?.everyMs).toBe(30 * 60_000);
    expect(loadConfig({ BACKUP_DIR: 'b' }).backup).toMatchObject({ everyMs: 86_400_000, keep: 7 });
  });

  it('when they are bad, then each is named', () => {
    expect(() =>
      loadConfig({
        BACKUP_EVERY: 'daily',
        BACKUP_KEEP: '0',
        METRICS_TOKEN: 'short',
        METRICS_PORT: '70000',
        SHUTDOWN_GRACE: '-1',
      }),
    ).toThrow(
      /BACKUP_EVERY: must look like 30m, 6h or 1d[\s\S]*BACKUP_KEEP: must be 1 or more[\s\S]*METRICS_TOKEN: must be at least 16 characters[\s\S]*METRICS_PORT: must be a port[\s\S]*SHUTDOWN_GRACE: must be 0 or more/,
    );
  });
});
