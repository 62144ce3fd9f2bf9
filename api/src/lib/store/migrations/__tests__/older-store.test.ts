import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/test-api';
import { MIGRATIONS, SCHEMA_VERSION } from '../migrations';
import type { SchemaDoc } from '../run-migrations';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/', import.meta.url));
const facts = JSON.parse(fs.readFileSync(path.join(fixtures, 'store-v1.json'), 'utf8'));

/**
 * A copy of the committed store of an older build (see test/fixtures/make-store-v1.ts), as if it
 * had been written just now: every stored date (the expiries of device passes, idempotency keys
 * and throttle windows) moves by the time since the fixture was made, so the test means the same
 * on any day it runs.
 */
function copyOfStoreV1(now = Date.now()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-store-v1-'));
  fs.cpSync(path.join(fixtures, 'store-v1'), dir, { recursive: true });
  const shift = now - Date.parse(facts.madeAt);
  const db = path.join(dir, 'db');
  for (const file of fs.readdirSync(db)) {
    const text = fs.readFileSync(path.join(db, file), 'utf8');
    const moved = text.replace(
      /\{"\$\$date":(\d+)\}/g,
      (_, at: string) => `{"$$date":${Number(at) + shift}}`,
    );
    fs.writeFileSync(path.join(db, file), moved);
  }
  return dir;
}

const names = (items: Record<string, unknown>[], field: string) => items.map((i) => i[field]);

describe('a store written by an older build (before schema versions)', () => {
  let dir: string;
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    dir = copyOfStoreV1();
    api = await startTestApi({ MESSAGE_SEND_INTERVAL: '0' }, dir);
    admin = await api.adminToken();
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the API opens it, then it is brought to the current schema version and every collection reads back through the API', async () => {
    const schema = await api.server.ctx.store.collection<SchemaDoc>('meta').findById('schema');
    expect(schema?.version).toBe(SCHEMA_VERSION);
    expect(schema?.applied.map((a) => a.name)).toEqual(MIGRATIONS.map((m) => m.name));

    const get = async (route: string, token?: string) => {
      const res = await api.call('GET', route, { token });
      expect(res.status, route).toBe(200);
      return res.body;
    };
    // users, catalogue, content
    expect(names(await get('/auth/user', admin), 'email')).toContain(facts.customer.email);
    expect(names(await get('/category'), 'name')).toEqual(['Motorcycle']);
    expect(names(await get('/size'), 'label')).toEqual(['90/90-17']);
    expect(names(await get('/tires'), 'name')).toEqual(['City Grip']);
    expect(names(await get('/products'), 'slug')).toEqual([facts.product.slug]);
    const product = await get(`/products/${facts.product.slug}`);
    expect(product.stock).toBe(facts.product.stock);
    expect((await api.call('GET', `/files/${product.thumbnail.full}`)).status).toBe(200);
    expect(JSON.stringify(await get('/arrivals/all'))).toContain(facts.product.slug);
    expect(names(await get('/news'), 'title')).toEqual(['Dealer meet']);
    expect(await get('/video')).toHaveLength(1);
    expect(names(await get('/banners'), 'title')).toEqual(['Monsoon grip']);
    expect(names(await get('/gallery'), 'caption')).toEqual(['Showroom']);
    expect(names(await get('/job'), 'title')).toEqual(['Sales Officer']);
    expect(names(await get('/job/apply', admin), 'name')).toEqual(['Farhana Akter']);
    expect(names(await get('/dealer', admin), 'companyName')).toEqual(['Karim Tyre House']);
    expect(names(await get('/contact/messages', admin), 'name')).toEqual(['Shirin']);
    expect((await get('/contact')).blurb).toBe('Tyres for every road.');
    expect(names(await get('/mobile'), 'mobile')).toEqual(['01711000000']);
    // couriers, and the seed marks: the default courier deleted then does not come back
    const couriers = names(await get('/couriers', admin), 'name');
    expect(couriers).toContain('Pathao Courier');
    expect(couriers).not.toContain(facts.deletedCourier);
    // orders and their outbox
    expect(names(await get('/orders/all', admin), 'reference')).toEqual([facts.order.reference]);
    expect((await get(`/orders/${facts.order.key}`)).reference).toBe(facts.order.reference);
    expect(names(await get('/messages', admin), 'reference')).toContain(facts.order.reference);

    // device passes and their key: the browser's pass is still good (no new one is given)
    const login = (cookie?: string) =>
      fetch(`${api.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
        body: JSON.stringify(facts.customer),
      });
    const withPass = await login(facts.deviceCookie);
    expect(withPass.status).toBe(200);
    expect(withPass.headers.get('set-cookie') ?? '').not.toContain('tyre_device=');
    const token = ((await withPass.json()) as { token: string }).token;
    expect((await login()).headers.get('set-cookie')).toContain('tyre_device=');

    // idempotency keys: the same key answers the same order; the counter goes on from the stored one
    const body = (await get(`/orders/${facts.order.key}`)) as {
      items: { product: string; quantity: number }[];
    };
    const order = {
      items: body.items.map((i) => ({ product: i.product, quantity: i.quantity })),
      customer: {
        name: 'Nasrin Sultana',
        address: 'House 1, Road 1',
        thana: 'Gulshan',
        district: 'Dhaka',
        mobileNumber: '01812000001',
      },
    };
    const again = await api.call('POST', '/orders', {
      token,
      headers: { 'Idempotency-Key': facts.order.idempotencyKey },
      body: order,
    });
    expect(again.body.reference).toBe(facts.order.reference);
    const next = await api.call('POST', '/orders', {
      token,
      headers: { 'Idempotency-Key': 'after-upgrade-1' },
      body: order,
    });
    expect(next.status).toBe(201);
    const [, stored, sequence] = /^(TB-\d\d)(\d+)$/.exec(facts.order.reference)!;
    if (next.body.reference.startsWith(stored))
      expect(next.body.reference).toBe(
        `${stored}${String(Number(sequence) + 1).padStart(sequence!.length, '0')}`,
      );
    else expect(next.body.reference).not.toBe(facts.order.reference);
    // (throttles: the stored windows, moved to now, hold no failed attempts that these calls would meet)
  });
});

describe('a store written by a newer build', () => {
  it('when the API is pointed at it, then it refuses to open it, saying so, and leaves it as it was', async () => {
    const dir = copyOfStoreV1();
    const meta = path.join(dir, 'db', 'meta.db');
    const line = {
      _id: 'schema',
      version: SCHEMA_VERSION + 1,
      appVersion: '9.0.0',
      updatedAt: '2030-01-01T00:00:00.000Z',
      applied: [],
    };
    fs.writeFileSync(meta, `${JSON.stringify(line)}\n`);
    const before = fs.readFileSync(path.join(dir, 'db', 'orders.db'));
    try {
      await expect(startTestApi({}, dir)).rejects.toThrow(
        new RegExp(
          `was written by a newer version of the shop \\(schema version ${SCHEMA_VERSION + 1}, API 9\\.0\\.0\\)`,
        ),
      );
      expect(JSON.parse(fs.readFileSync(meta, 'utf8').trim().split('\n').at(-1)!).version).toBe(
        SCHEMA_VERSION + 1,
      );
      expect(fs.readFileSync(path.join(dir, 'db', 'orders.db'))).toEqual(before);
      expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
