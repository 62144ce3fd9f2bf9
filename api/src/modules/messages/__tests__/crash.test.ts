import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Order, OutboxMessage } from '@tyre/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { NedbStore } from '../../../lib/store/nedb-store';
import { CatalogFixtures } from '../../../test/catalog-fixtures';
import { startApiProcess } from '../../../test/api-process';
import { ADMIN, startTestApi } from '../../../test/test-api';
import type { OrderDoc } from '../../orders/orders.repository';
import { codOrder } from '../../orders/__tests__/order-helpers';
import type { MessageDoc } from '../messages.repository';
import { eventually, messagesOf, placeCod, type OutboxShop } from './outbox-helpers';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-outbox-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

/** The API in this process on `dataDir` (with `env`), with a product to order. */
async function shopIn(dataDir: string, env: Record<string, string> = {}): Promise<OutboxShop> {
  const api = await startTestApi(env, dataDir);
  const admin = await api.adminToken();
  const fx = new CatalogFixtures(api, admin);
  const category = await fx.category('Motorcycle');
  const product = await fx.product(category, await fx.size(category, '90/90-17'), { stock: '100000' });
  return { api, admin, productId: product._id, stop: () => api.stop() };
}

/** The same data dir served again in this process. */
async function reopen(shop: OutboxShop, dataDir: string): Promise<OutboxShop> {
  const api = await startTestApi({}, dataDir);
  return { ...shop, api, admin: await api.adminToken(), stop: () => api.stop() };
}

const freePort = () => 20_000 + Math.floor(Math.random() * 20_000);

/** The API as a real process on `dataDir` (killed after the file). */
async function startProcess(dataDir: string, port: number) {
  const started = await startApiProcess(
    dataDir,
    {
      STAFF_EMAILS: 'orders@shop.example.com',
      ORDER_LIMIT_PER_ADDRESS: '100000/60',
      MESSAGE_SEND_INTERVAL: '1',
    },
    port,
  );
  children.push(started.child);
  return started;
}

/** A POST /orders over its own connection; resolves with the status and body, or never if the process dies. */
function post(base: string, body: unknown): Promise<{ status: number; body: Order }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base}/orders`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Order });
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('no message is lost to a crash', () => {
  it('when the API process is killed with SIGKILL right after answering orders, then after a restart every order in the store, every acknowledged one among them, has its SMS and staff e-mail once, and they are sent', async () => {
    const dataDir = path.join(root, 'killed');
    // the catalogue, made through the API in this process, then handed to the child
    const setup = await shopIn(dataDir);
    await setup.stop();

    const first = await startProcess(dataDir, freePort());
    const acknowledged: Order[] = [];
    const KILL_AFTER = 25;
    let killed = false;
    // 6 requests in flight at a time; the process is killed as the 25th answer arrives
    const worker = async () => {
      while (!killed) {
        const res = await post(first.base, codOrder([{ product: setup.productId, quantity: 1 }])).catch(
          () => null,
        );
        if (!res) return;
        expect(res.status).toBe(201);
        acknowledged.push(res.body);
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // what the store holds at the moment of the crash
    const crashed = new NedbStore(dataDir);
    const owedAtCrash = await crashed.collection<OrderDoc>('orders').count({ outbox: 'owed' });
    const recordsAtCrash = await crashed.collection<MessageDoc>('messages').count({});
    await crashed.close();

    const second = await startProcess(dataDir, freePort());
    try {
      const login = await fetch(`${second.base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const get = async <T>(route: string): Promise<T> => {
        const res = await fetch(`${second.base}${route}`, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        return (await res.json()) as T;
      };
      const stored = await get<Order[]>('/orders/all?size=100');
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
      for (const order of acknowledged) expect(stored.map((o) => o.key)).toContain(order.key);
      for (const order of stored) {
        const list = await eventually(
          () => get<OutboxMessage[]>(`/orders/${order.key}/messages`),
          (l) => l.length >= 2 && l.every((m) => m.status === 'sent'),
          15_000,
        );
        // once each: the customer's SMS and the staff's e-mail
        expect(list.map((m) => `${m.event}:${m.audience}:${m.channel}`).sort()).toEqual([
          'placed:customer:sms',
          'placed:staff:email',
        ]);
      }
      // the messages of orders owed at the crash were recorded at the restart
      const recovered = /"messages":(\d+),"msg":"messages owed by orders recorded at start"/.exec(
        second.output(),
      );
      expect(Number(recovered?.[1] ?? 0)).toBe(stored.length * 2 - recordsAtCrash);
      // the kill fell between orders' writes and their records (the outbox is written just after
      // the answer): this run did test the recovery
      expect(owedAtCrash).toBeGreaterThan(0);
      expect(Number(recovered?.[1])).toBeGreaterThan(0);
      // the log transport wrote each SMS to the log
      for (const order of stored)
        expect(second.output() + first.output()).toContain(`SMS to 88${order.customer.mobileNumber}`);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);

  it('when an order was written but the process died before its outbox records (the state rebuilt in the store), then the restarted API records and sends them', async () => {
    const dataDir = path.join(root, 'rebuilt');
    // place an order and let its records be written
    let shop = await shopIn(dataDir, { MESSAGE_SEND_INTERVAL: '0' });
    const order = await placeCod(shop, { email: 'rebuilt@example.com' }, 'bn');
    const before = await eventually(
      () => messagesOf(shop, order),
      (l) => l.length === 2,
    );
    // the sender does not run in this process (MESSAGE_SEND_INTERVAL=0): they wait
    expect(before.map((m) => m.status)).toEqual(['pending', 'pending']);
    await shop.stop();

    // the store as a crash right after the order's write leaves it: owed, no records
    const store = new NedbStore(dataDir);
    await store.collection<MessageDoc>('messages').deleteMany({ orderId: order._id });
    await store
      .collection<OrderDoc>('orders')
      .updateOne({ _id: order._id }, { $set: { outbox: 'owed' }, $unset: { outboxDone: true } });
    await store.close();

    shop = await reopen(shop, dataDir);
    try {
      const after = await eventually(
        () => messagesOf(shop, order),
        (l) => l.length === 2 && l.every((m) => m.status === 'sent'),
      );
      expect(after.map((m) => `${m.channel}:${m.language}`).sort()).toEqual(['email:bn', 'sms:bn']);
    } finally {
      await shop.stop();
    }
  });

  it('when messages are pending as the API stops, then they are sent after it starts again', async () => {
    const dataDir = path.join(root, 'restart');
    let shop = await shopIn(dataDir, { MESSAGE_SEND_INTERVAL: '0' });
    const order = await placeCod(shop);
    await eventually(
      () => messagesOf(shop, order),
      (l) => l.length === 1 && l[0]!.status === 'pending',
    );
    await shop.stop();

    shop = await reopen(shop, dataDir);
    try {
      const [sms] = await eventually(
        () => messagesOf(shop, order),
        (l) => l[0]?.status === 'sent',
      );
      expect(sms).toMatchObject({ tries: 1, channel: 'sms' });
    } finally {
      await shop.stop();
    }
  });
});
