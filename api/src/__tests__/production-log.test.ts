import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Order } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../modules/messages/__tests__/outbox-helpers';
import { CatalogFixtures } from '../test/catalog-fixtures';
import { apiCaller, TEST_PASSWORD_COST } from '../test/test-api';

// Issue 38, item 5: in production (NODE_ENV=production) no one-time code and no order key is
// written to the log, whatever the transport. The built API (`dist/main.js`, as it is deployed:
// `pnpm --filter ./api run build` first; `pnpm test` builds before it tests) runs as a real
// process; codes go to a real SMS gateway on loopback (which fails the first one and echoes it
// back), e-mails fall back to the log transport; then its whole log is read.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const main = path.join(apiDir, 'dist', 'main.js');
const ADMIN = { email: 'owner@shop.example.com', password: 'owner-pass-123' };
const MOBILE = '01911223344';

const children: ChildProcess[] = [];
const dirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `node dist/main.js` with only the variables given (and PATH): no setting of the test run leaks in. */
function startBuiltApi(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-prod-log-'));
  dirs.push(dir);
  const child = spawn(process.execPath, [main], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PASSWORD_COST: TEST_PASSWORD_COST,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The code as a whole number in the text (not six digits inside a timestamp). */
const holdsCode = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);

beforeAll(() => {
  if (!fs.existsSync(main))
    throw new Error(`${main} is missing: build the API first (pnpm --filter ./api run build)`);
});

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the log of a production API process', () => {
  it('when a customer confirms a number with a code (the first SMS failing at the gateway, which echoes it) and places an order with an e-mail, then the log has neither code nor the order key', async () => {
    const gateway = await startGateway((req, n) =>
      n === 1
        ? { status: 500, body: JSON.stringify({ error: 'try later', message: req.fields.message }) }
        : 200,
    );
    const port = await freePort();
    const api = startBuiltApi({
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ORDER_OTP: 'cod',
      MESSAGE_TRANSPORT: 'live',
      SMS_GATEWAY_URL: gateway.url,
      SMS_API_KEY: 'prod-test-key',
      MESSAGE_SEND_INTERVAL: '1',
      STAFF_EMAILS: 'orders@shop.example.com',
      PUBLIC_ORIGIN: 'https://tyres.example.com.bd',
    });
    try {
      const base = `http://127.0.0.1:${port}/api/v1`;
      await until('the API is ready', async () => {
        if (api.child.exitCode !== null) throw new Error(`the API exited: ${api.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null))?.status === 200;
      });
      const call = apiCaller(base);
      const login = await call('POST', '/auth/login', { body: ADMIN });
      expect(login.status).toBe(200);
      const fx = new CatalogFixtures({ call }, login.body.token as string);
      const category = await fx.category('Motorcycle');
      const size = await fx.size(category, '90/90-17');
      const product = await fx.product(category, size, { stock: '5' });

      // the first code's SMS fails at the gateway (which echoes it), the second goes out
      const failed = await call('POST', '/orders/verify-mobile/send', { body: { mobile: MOBILE } });
      expect(failed.status).toBe(503);
      const sent = await call('POST', '/orders/verify-mobile/send', { body: { mobile: MOBILE } });
      expect(sent.status).toBe(200);
      const codes = gateway.received.map((r) => /^(\d{6}) /.exec(r.fields.message ?? '')![1]!);
      expect(codes).toHaveLength(2);
      const checked = await call('POST', '/orders/verify-mobile/check', {
        body: { mobile: MOBILE, code: codes[1] },
      });
      expect(checked.status).toBe(200);
      const cookie = checked.headers.getSetCookie()[0]!.split(';')[0]!;

      const placed = await call('POST', '/orders', {
        headers: { cookie, 'idempotency-key': `prod-log-${Date.now()}` },
        body: {
          items: [{ product: product._id, quantity: 1 }],
          customer: {
            name: 'Rahim Uddin',
            address: 'House 12, Road 5',
            thana: 'Dhanmondi',
            district: 'Dhaka',
            mobileNumber: MOBILE,
            email: 'rahim@example.com.bd',
          },
        },
      });
      expect(placed.status).toBe(201);
      const order = placed.body as Order;
      // the guest opens the order by its key, as the e-mail's link does
      expect((await call('GET', `/orders/${order.key}`)).status).toBe(200);

      // the order's SMS reaches the gateway; its e-mails (no SMTP) are written by the log transport
      await until(
        'the order messages are out',
        () =>
          gateway.received.length === 3 &&
          api.output().includes('E-mail to rahim@example.com.bd (log transport)') &&
          api.output().includes('E-mail to orders@shop.example.com (log transport)'),
      );
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);

      const log = api.output();
      // what was logged: the failed code's SMS, the e-mails with their links, the guest's request
      expect(log).toContain('the SMS of a one-time code could not be sent');
      expect(log).toContain('The SMS gateway answered 500');
      expect(log).toContain('https://tyres.example.com.bd/invoice/[hidden]');
      expect(log).toContain('https://tyres.example.com.bd/dashboard/orders/[hidden]');
      expect(log).toContain('/api/v1/orders/:key');
      // and what was not
      for (const code of codes) expect(holdsCode(log, code), `code ${code} in the log`).toBe(false);
      expect(log).not.toContain(order.key);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      await gateway.close();
    }
  }, 60_000);

  it('when LOG_MESSAGE_CODES=1 is set in production, then the process refuses to start, naming it', async () => {
    const api = startBuiltApi({ NODE_ENV: 'production', LOG_MESSAGE_CODES: '1', PORT: '0' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('LOG_MESSAGE_CODES: must not be set in production (NODE_ENV=production)');
  }, 30_000);
});
