import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../test/run-script';
import { startTestApi, type TestApi } from '../../test/test-api';

/** Runs `pnpm admin …` as the operator would (node scripts/admin.mjs), on the given data dir. */
const runAdmin = (dataDir: string, args: string[], input = '') =>
  runScript('admin.mjs', dataDir, args, input);

/** Starts the API on the data dir, runs `use`, stops it. */
async function withApi<T>(dataDir: string, use: (api: TestApi) => Promise<T>): Promise<T> {
  const api = await startTestApi({}, dataDir);
  try {
    return await use(api);
  } finally {
    await api.stop();
  }
}

const loginRole = (api: TestApi, email: string, password: string) =>
  api
    .call('POST', '/auth/login', { body: { email, password } })
    .then((res) => (res.status === 200 ? (res.body.role as string) : res.status));

describe('pnpm admin: making admins on purpose', { timeout: 120_000 }, () => {
  let dir: string;
  const customer = { email: 'shop-owner@example.com', mobile: '01722000001', password: 'owner-pass-1' };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-admin-command-'));
    await withApi(dir, async (api) => {
      await api.customer(customer);
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('when the API is running on the data dir, then the command refuses, says why, and changes nothing', async () => {
    const ran = await withApi(dir, async (api) => {
      const result = await runAdmin(dir, ['promote', customer.email]);
      expect(await loginRole(api, customer.email, customer.password)).toBe('user');
      return result;
    });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain('is in use by another API process');
    expect(ran.stderr).toContain('Stop the API, run this command, then start the API again.');
  });

  it('when an existing account is promoted, then it says what it did, and the account signs in as an admin with its own password', async () => {
    const ran = await runAdmin(dir, ['promote', 'Shop-Owner@Example.com']);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(`Store: the embedded store in ${dir}`);
    expect(ran.stdout).toMatch(
      /Made shop-owner@example\.com \(Test Customer, 01722000001, registered \d{4}-\d\d-\d\d\) an admin\./,
    );
    await withApi(dir, async (api) => {
      expect(await loginRole(api, customer.email, customer.password)).toBe('admin');
    });
    const again = await runAdmin(dir, ['promote', customer.email]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an admin. Nothing was changed.');
  });

  it('when no account has the e-mail, or the data dir holds no store, then it fails and changes nothing', async () => {
    const unknown = await runAdmin(dir, ['promote', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com. Nothing was changed.');
    const empty = path.join(dir, 'not-a-store');
    const wrongDir = await runAdmin(empty, ['promote', customer.email]);
    expect(wrongDir.code).toBe(1);
    expect(wrongDir.stderr).toContain(`There is no store in ${empty}`);
    expect(fs.existsSync(empty)).toBe(false);
  });

  it('when an admin is created with a weak password or a taken address, then it is refused by the register rules; with good values it is created', async () => {
    const weak = await runAdmin(dir, [
      'create',
      '--email=second-admin@example.com',
      '--name=Second Admin',
      '--mobile=01722000002',
      '--password=short',
    ]);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: must be at least 8 characters');
    expect(weak.stderr).toContain('No admin was created.');

    const taken = await runAdmin(dir, [
      'create',
      `--email=${customer.email}`,
      '--name=Someone',
      '--mobile=01722000003',
      '--password=a-good-long-password',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('email: belongs to an account already (promote it instead)');

    const made = await runAdmin(dir, [
      'create',
      '--email=second-admin@example.com',
      '--name=Second Admin',
      '--mobile=01722000002',
      '--password=a-good-long-password',
    ]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('Created the admin second-admin@example.com (Second Admin, 01722000002');
    await withApi(dir, async (api) => {
      expect(await loginRole(api, 'second-admin@example.com', 'short')).toBe(401);
      expect(await loginRole(api, 'second-admin@example.com', 'a-good-long-password')).toBe('admin');
    });
  });

  it('when the values are not given, then they are asked, and the answers make the admin', async () => {
    const ran = await runAdmin(
      dir,
      ['create'],
      'asked-admin@example.com\n\n01722000004\nasked-for-password\n',
    );
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('E-mail:');
    expect(ran.stdout).toContain('Password (at least 8 characters):');
    expect(ran.stdout).not.toContain('asked-for-password');
    expect(ran.stdout).toContain('Created the admin asked-admin@example.com (Administrator, 01722000004');
    await withApi(dir, async (api) => {
      expect(await loginRole(api, 'asked-admin@example.com', 'asked-for-password')).toBe('admin');
    });
  });

  it('when the command is not one it knows, then it shows how to use it', async () => {
    const ran = await runAdmin(dir, ['demote', customer.email]);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('pnpm admin promote <email>');
  });
});
