import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenService } from '../../../lib/auth/tokens';
import { NedbStore } from '../../../lib/store/nedb-store';
import { Throttle } from '../../../lib/throttle/throttle';
import { AuthService } from '../auth.service';
import { UsersRepository } from '../users.repository';

/** The start-up step that makes the first admin, on a real embedded store. */
describe('the first admin at start-up', { timeout: 60_000 }, () => {
  let dir: string;
  let store: NedbStore;
  let users: UsersRepository;
  let service: AuthService;
  const admin = { email: 'owner@shop.example', password: 'owner-password-1', mobile: '01700000000' };
  let logged: string[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-first-admin-'));
    store = new NedbStore(dir);
    users = new UsersRepository(store);
    service = new AuthService(
      users,
      new TokenService('a-test-secret-that-is-long-enough-000', '1h'),
      new Throttle(store),
    );
    await store.ready();
    logged = [];
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const log = (message: string) => logged.push(message);

  it('when a stranger registered ADMIN_EMAIL before the operator set it, then that account stays a customer and the log says so', async () => {
    await service.register(
      { name: 'Stranger', email: admin.email, mobile: '01711000001', password: 'stranger-pass-1' },
      null,
    );
    expect(await service.ensureFirstAdmin(admin, log)).toBe('email-taken');
    expect((await users.findByEmail(admin.email))?.role).toBe('user');
    expect(await users.countAdmins()).toBe(0);
    expect(logged.join('\n')).toContain(
      `ADMIN_EMAIL ${admin.email} belongs to an account that already exists`,
    );
  });

  it('when a customer registered the default ADMIN_MOBILE, then start-up does not fail: no admin, a clear line in the log', async () => {
    await service.register(
      { name: 'Customer', email: 'customer@example.com', mobile: admin.mobile, password: 'customer-pass-1' },
      null,
    );
    await expect(service.ensureFirstAdmin(admin, log)).resolves.toBe('mobile-taken');
    expect(await users.countAdmins()).toBe(0);
    expect(logged.join('\n')).toContain('ADMIN_MOBILE 01700000000 belongs to an account that already exists');
  });

  it('when the address and number are free, then the first admin is made once, and not again', async () => {
    expect(await service.ensureFirstAdmin(admin, log)).toBe('created');
    expect((await users.findByEmail(admin.email))?.role).toBe('admin');
    expect(await service.ensureFirstAdmin(admin, log)).toBe('exists');
    expect(await users.countAdmins()).toBe(1);
    expect(logged).toEqual([]);
  });
});
