import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenService } from '../../../lib/auth/tokens';
import { NedbStore } from '../../../lib/store/nedb-store';
import { Throttle } from '../../../lib/throttle/throttle';
import { ADMIN, startTestApi, type TestApi } from '../../../test/test-api';
import { AuthService } from '../auth.service';
import { UsersRepository } from '../users.repository';

/** The number ADMIN_MOBILE used to default to: any customer could register it first. */
const OLD_DEFAULT_MOBILE = '01700000000';

/** The start-up step that makes the first admin, on a real embedded store. */
describe('the first admin at start-up', { timeout: 60_000 }, () => {
  let dir: string;
  let store: NedbStore;
  let users: UsersRepository;
  let service: AuthService;
  const admin = { email: 'owner@shop.example', password: 'owner-password-1' };
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

  it('when ADMIN_MOBILE is set but a customer holds that number, then the admin is made without a number, the customer keeps it, and the log says so', async () => {
    const mobile = '01811000002';
    await service.register(
      { name: 'Customer', email: 'customer@example.com', mobile, password: 'customer-pass-1' },
      null,
    );
    expect(await service.ensureFirstAdmin({ ...admin, mobile }, log)).toBe('created');
    const made = await users.findByEmail(admin.email);
    expect(made).toMatchObject({ role: 'admin' });
    expect(made).not.toHaveProperty('mobile');
    expect(await users.findByMobile(mobile)).toMatchObject({ email: 'customer@example.com', role: 'user' });
    expect(logged.join('\n')).toContain(`ADMIN_MOBILE ${mobile} belongs to another account`);
  });

  it('when ADMIN_MOBILE is not set, then the admin has no mobile number; when set and free, it has that one', async () => {
    expect(await service.ensureFirstAdmin(admin, log)).toBe('created');
    expect(await users.findByEmail(admin.email)).not.toHaveProperty('mobile');
    expect(await service.ensureFirstAdmin(admin, log)).toBe('exists');
    expect(await users.countAdmins()).toBe(1);
    expect(logged).toEqual([]);

    // another store, ADMIN_MOBILE given
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-first-admin-'));
    const otherStore = new NedbStore(other);
    try {
      const otherUsers = new UsersRepository(otherStore);
      const withMobile = new AuthService(
        otherUsers,
        new TokenService('a-test-secret-that-is-long-enough-000', '1h'),
        new Throttle(otherStore),
      );
      expect(await withMobile.ensureFirstAdmin({ ...admin, mobile: '01911000003' }, log)).toBe('created');
      expect(await otherUsers.findByEmail(admin.email)).toMatchObject({
        role: 'admin',
        mobile: '01911000003',
      });
    } finally {
      await otherStore.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('when several accounts have no mobile number (an earlier first admin, demoted, and a new one), then the store takes them all', async () => {
    expect(await service.ensureFirstAdmin(admin, log)).toBe('created');
    const first = (await users.findByEmail(admin.email))!;
    await users.update(first._id, { role: 'user' });
    expect(
      await service.ensureFirstAdmin({ email: 'second@shop.example', password: 'owner-password-2' }, log),
    ).toBe('created');
    expect(await users.countAdmins()).toBe(1);
    expect(await users.findByEmail('second@shop.example')).not.toHaveProperty('mobile');
  });
});

/** The whole API, started twice on one data dir: as a shop the operator had not configured yet, then with the settings. */
describe('the first admin of a running shop', { timeout: 60_000 }, () => {
  let dir: string;
  let api: TestApi | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-first-admin-api-'));
  });
  afterEach(async () => {
    await api?.stop();
    api = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`when a customer registered ${OLD_DEFAULT_MOBILE} before the operator set ADMIN_EMAIL and ADMIN_PASSWORD, then the API makes the admin anyway, without that number, and the customer's account stays theirs`, async () => {
    api = await startTestApi({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, dir);
    const customer = await api.customer({
      email: 'early.bird@example.com',
      mobile: OLD_DEFAULT_MOBILE,
      password: 'early-bird-pass-1',
    });
    expect(customer.role).toBe('user');
    await api.stop();

    // the operator's settings (ADMIN_EMAIL and ADMIN_PASSWORD; no ADMIN_MOBILE)
    api = await startTestApi({}, dir);
    const login = await api.call('POST', '/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(login.body).not.toHaveProperty('mobile');
    const me = await api.call('GET', '/auth/me', { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty('mobile');

    // the customer: still a customer, their own number and password
    const theirs = await api.call('POST', '/auth/login', {
      body: { email: 'early.bird@example.com', password: 'early-bird-pass-1' },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ role: 'user', mobile: OLD_DEFAULT_MOBILE });
    const admins = await api.call('GET', '/auth/user?role=admin', { token: login.body.token });
    expect(admins.body.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);
  });

  it('when ADMIN_MOBILE is set explicitly and free, then the first admin carries it', async () => {
    api = await startTestApi({ ADMIN_MOBILE: '01555000111' }, dir);
    const login = await api.call('POST', '/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ role: 'admin', mobile: '01555000111' });
  });
});
