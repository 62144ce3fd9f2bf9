import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@tyre/contracts';
import { restoreArchive, verifyArchive } from '../../../lib/backup/read-backup';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { codOrder, openShop, placeOrder, product, type Shop } from '../../orders/__tests__/order-helpers';
import { downloadBackup, folderState, tempDir } from './backup-helpers';

const INITIAL_STOCK = 1000;
/** Orders are placed by this many clients at once, each as soon as its last one is answered. */
const CLIENTS = 4;

interface Placed {
  reference: string;
  quantities: Record<string, number>;
}

/** Every order of the store, through the admin's list. */
async function allOrders(api: TestApi): Promise<Order[]> {
  const token = await api.adminToken();
  const orders: Order[] = [];
  for (let page = 0; ; page++) {
    const res = await api.call('GET', `/orders/all?page=${page}&size=100`, { token });
    expect(res.status).toBe(200);
    orders.push(...(res.body as Order[]));
    if (orders.length >= Number(res.headers.get('x-total-count'))) return orders;
  }
}

describe('backups', () => {
  let shop: Shop;
  let products: { _id: string; slug: string }[];
  const work = tempDir('tyre-backups-');

  beforeAll(async () => {
    shop = await openShop({
      ORDER_LIMIT_PER_ADDRESS: '100000/600',
      ORDER_LIMIT_PER_MOBILE: '100000/3600',
      MESSAGE_SEND_INTERVAL: '0',
    });
    products = [await product(shop, { stock: INITIAL_STOCK }), await product(shop, { stock: INITIAL_STOCK })];
  });
  afterAll(async () => {
    await shop.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('when a backup is downloaded during a stream of orders, then its restore holds every order answered before it began, and stock plus ordered units is the stock at the start', async () => {
    const acknowledged: Placed[] = [];
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const a = (n += 1) % 3;
        const items = [
          { product: products[0]!._id, quantity: a + 1 },
          { product: products[1]!._id, quantity: 3 - a },
        ];
        const res = await placeOrder(shop.api, codOrder(items));
        expect(res.status).toBe(201);
        acknowledged.push({
          reference: res.body.reference,
          quantities: { [products[0]!._id]: a + 1, [products[1]!._id]: 3 - a },
        });
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));
    const answeredBefore = acknowledged.map((o) => o.reference);
    const file = await downloadBackup(shop.api, work);
    const countAfterBackup = acknowledged.length;
    while (acknowledged.length < countAfterBackup + 10) await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await Promise.all(clients);

    const manifest = await verifyArchive(file);
    expect(manifest.collections.orders!.documents).toBeGreaterThanOrEqual(answeredBefore.length);
    // taken while orders went on: the ones answered after it are not all in it
    expect(manifest.collections.orders!.documents).toBeLessThan(acknowledged.length);

    const restoredDir = path.join(work, 'restored');
    await restoreArchive(file, restoredDir);
    const restored = await startTestApi({ MESSAGE_SEND_INTERVAL: '0' }, restoredDir);
    try {
      const orders = await allOrders(restored);
      const references = new Set(orders.map((o) => o.reference));
      expect(answeredBefore.filter((r) => !references.has(r))).toEqual([]);
      expect(orders.length).toBe(manifest.collections.orders!.documents);
      for (const p of products) {
        const stock = (await restored.call('GET', `/products/${encodeURIComponent(p.slug)}`)).body
          .stock as number;
        const ordered = orders
          .flatMap((o) => o.items)
          .filter((line) => line.product === p._id)
          .reduce((sum, line) => sum + line.quantity, 0);
        expect(stock + ordered).toBe(INITIAL_STOCK);
      }
      // the pictures came back too, byte for byte
      const card = (await restored.call('GET', `/products/${encodeURIComponent(products[0]!.slug)}`)).body;
      const picture = await restored.call('GET', `/files/${card.thumbnail.full}`);
      const original = await shop.api.call('GET', `/files/${card.thumbnail.full}`);
      expect(picture.status).toBe(200);
      expect(picture.body).toEqual(original.body);
    } finally {
      await restored.stop();
    }
  }, 120_000);

  it('when a restore is given a truncated, a damaged or a foreign archive, or a folder that is not empty, then it refuses with the reason and changes nothing', async () => {
    const file = await downloadBackup(shop.api, work);
    const whole = fs.readFileSync(file);
    const target = path.join(work, 'target');
    fs.mkdirSync(target);
    const before = fs.readdirSync(work).sort();

    const truncated = path.join(work, 'truncated.tar.gz');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(restoreArchive(truncated, target)).rejects.toThrow(/incomplete: it ends too early/);

    const damaged = path.join(work, 'damaged.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, flipped);
    await expect(restoreArchive(damaged, target)).rejects.toThrow(/damaged|incomplete/);

    const notGzip = path.join(work, 'photo.tar.gz');
    fs.writeFileSync(notGzip, 'not an archive at all');
    await expect(restoreArchive(notGzip, target)).rejects.toThrow(/not a backup of this shop/);

    // a well-formed tar.gz of something else
    const pack = tar.pack();
    pack.entry({ name: 'notes/readme.txt' }, 'hello');
    pack.entry({ name: 'manifest.json' }, '{"format":"other"}');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack.pipe(zlib.createGzip())) chunks.push(chunk as Buffer);
    const foreign = path.join(work, 'foreign.tar.gz');
    fs.writeFileSync(foreign, Buffer.concat(chunks));
    await expect(restoreArchive(foreign, target)).rejects.toThrow(
      /not a backup of this shop: it holds notes\/readme.txt/,
    );

    expect(fs.readdirSync(target)).toEqual([]);
    for (const name of ['truncated.tar.gz', 'damaged.tar.gz', 'photo.tar.gz', 'foreign.tar.gz'])
      fs.rmSync(path.join(work, name));
    expect(fs.readdirSync(work).sort()).toEqual(before);

    // a data folder in use is never restored over
    const inUse = folderState(shop.api.dataDir);
    await expect(restoreArchive(file, shop.api.dataDir)).rejects.toThrow(/is not empty/);
    expect(Object.keys(folderState(shop.api.dataDir))).toEqual(Object.keys(inUse));
  });

  it('when someone other than an admin asks for a backup, then it is refused', async () => {
    expect((await shop.api.call('GET', '/backup')).status).toBe(401);
    expect((await shop.api.call('GET', '/backup', { token: shop.customer.token })).status).toBe(403);
  });
});
