import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGE_BACKOFF_MINUTES, MESSAGE_MAX_TRIES } from '@tyre/contracts';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NedbStore } from '../../../lib/store/nedb-store';
import type { Store } from '../../../lib/store/store';
import { MessagesRepository, type MessageDoc } from '../messages.repository';
import { Sender } from '../sender';
import { smsGatewayTransport } from '../transports/sms-gateway';
import { startGateway } from './outbox-helpers';

const logger = pino({ level: 'silent' });
const T0 = new Date('2026-03-10T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let dir: string;
let store: Store;
let repo: MessagesRepository;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-sender-'));
  store = new NedbStore(dir);
  repo = new MessagesRepository(store);
  await store.ready();
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** A pending SMS due at `due`, as the outbox records one. */
async function pendingSms(due = T0): Promise<string> {
  n += 1;
  const doc: Omit<MessageDoc, '_id'> = {
    dedupe: `order-${n}:0:sms:customer:88017${String(n).padStart(8, '0')}`,
    orderId: '665f1c2e8b3a4d00123456' + String(n % 100).padStart(2, '0'),
    reference: `TB-26${String(n).padStart(4, '0')}`,
    event: 'placed',
    channel: 'sms',
    audience: 'customer',
    to: `88017${String(n).padStart(8, '0')}`,
    language: 'en',
    text: `message ${n}`,
    status: 'pending',
    tries: 0,
    triesBefore: 0,
    attempts: [],
    nextAt: due.toISOString(),
    createdAt: due.toISOString(),
    updatedAt: due.toISOString(),
  };
  expect(await repo.insertNew(doc)).toBe(true);
  return (await store.collection<MessageDoc>('messages').findOne({ dedupe: doc.dedupe }))!._id;
}

const gatewaySender = (url: string, options: { timeoutMs?: number; claimMs?: number } = {}) => {
  const sms = smsGatewayTransport({
    url,
    apiKey: 'k',
    senderId: 'S',
    format: 'form',
    timeoutMs: options.timeoutMs,
  });
  return new Sender(new MessagesRepository(store), { sms, email: sms }, { logger, claimMs: options.claimMs });
};

describe('the sender', () => {
  it('when two senders on one store send 60 due messages at once, then each message reaches the gateway exactly once and is sent', async () => {
    const ids = [];
    for (let i = 0; i < 60; i++) ids.push(await pendingSms());
    // a gateway that takes a little while, so both senders are busy at the same time
    const gateway = await startGateway();
    try {
      const [a, b] = [gatewaySender(gateway.url), gatewaySender(gateway.url)];
      const [byA, byB] = await Promise.all([a.sendDue(), b.sendDue()]);
      expect(byA + byB).toBe(60);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      const texts = gateway.received.map((r) => r.fields.message);
      expect(texts).toHaveLength(60);
      expect(new Set(texts).size).toBe(60);
      for (const id of ids) {
        const doc = (await repo.findById(id))!;
        expect(doc).toMatchObject({ status: 'sent', tries: 1 });
        expect(doc.attempts).toHaveLength(1);
        expect(doc.claim).toBeUndefined();
      }
    } finally {
      await gateway.close();
    }
  });

  it(`when the gateway keeps failing with 5xx, then the message is tried ${MESSAGE_MAX_TRIES} times after ${MESSAGE_BACKOFF_MINUTES.join(', ')} minutes (over an hour), each attempt kept, then failed`, async () => {
    const id = await pendingSms();
    const gateway = await startGateway(() => 503);
    try {
      const sender = gatewaySender(gateway.url);
      let minute = 0;
      const tryTimes: number[] = [];
      for (let i = 0; i < 20 && (await repo.findById(id))!.status === 'pending'; i++) {
        const due = Date.parse((await repo.findById(id))!.nextAt!);
        // a moment before it is due: nothing is sent
        expect(await sender.sendDue(() => new Date(due - 1000))).toBe(0);
        minute = (due - T0.getTime()) / 60_000;
        expect(await sender.sendDue(() => at(minute))).toBe(1);
        tryTimes.push(minute);
      }
      expect(tryTimes).toEqual([0, 1, 6, 21, 51, 111]);
      expect(tryTimes.length).toBeGreaterThanOrEqual(5);
      expect(tryTimes.at(-1)! - tryTimes[0]!).toBeGreaterThanOrEqual(60);
      const doc = (await repo.findById(id))!;
      expect(doc.status).toBe('failed');
      expect(doc.tries).toBe(MESSAGE_MAX_TRIES);
      expect(doc.nextAt).toBeUndefined();
      expect(doc.attempts.map((a) => a.at)).toEqual(tryTimes.map((m) => at(m).toISOString()));
      expect(doc.attempts.every((a) => !a.ok && a.error?.startsWith('The SMS gateway answered 503'))).toBe(
        true,
      );
      expect(gateway.received).toHaveLength(MESSAGE_MAX_TRIES);
      // a failed message is not tried again by itself
      expect(await sender.sendDue(() => at(10_000))).toBe(0);
    } finally {
      await gateway.close();
    }
  });

  it('when the gateway refuses a message with a 4xx, then it fails at the first try; a time-out is tried again later', async () => {
    const refused = await pendingSms();
    const gateway = await startGateway(() => 422);
    try {
      await gatewaySender(gateway.url).sendDue(() => T0);
      expect(await repo.findById(refused)).toMatchObject({ status: 'failed', tries: 1 });
    } finally {
      await gateway.close();
    }
    const slow = await pendingSms();
    const hanging = await startGateway(() => 'hang');
    try {
      await gatewaySender(hanging.url, { timeoutMs: 200 }).sendDue(() => T0);
      const doc = (await repo.findById(slow))!;
      expect(doc).toMatchObject({ status: 'pending', tries: 1, nextAt: at(1).toISOString() });
      expect(doc.attempts[0]).toMatchObject({
        ok: false,
        error: 'The SMS gateway did not answer within 0.2 s',
      });
    } finally {
      await hanging.close();
    }
  });

  it('when a sender dies holding a claim, then the claim holds until it lapses, is taken back, and the message is sent once', async () => {
    const id = await pendingSms();
    // the dead instance's claim, as its sender took it
    expect(await repo.claimDue(T0.toISOString(), 'dead', at(2).toISOString())).not.toBeNull();
    const gateway = await startGateway();
    try {
      const sender = gatewaySender(gateway.url);
      expect(await sender.sendDue(() => at(1))).toBe(0);
      expect(await sender.takeBackLapsed(() => at(1))).toBe(0);
      expect(await sender.takeBackLapsed(() => at(2))).toBe(1);
      expect(await sender.sendDue(() => at(2))).toBe(1);
      const doc = (await repo.findById(id))!;
      expect(doc.status).toBe('sent');
      expect(doc.attempts.map((a) => a.ok)).toEqual([false, true]);
      expect(doc.attempts[0]!.error).toBe('The sender stopped before this try finished');
      expect(gateway.received).toHaveLength(1);
      // the dead sender's late outcome is not kept
      expect(await repo.finish(id, 'dead', { $set: { status: 'failed' } })).toBeNull();
    } finally {
      await gateway.close();
    }
  });

  it('when a message is sent, failed or pending, then a requeue makes it due now in a new round of tries, its attempts kept', async () => {
    const id = await pendingSms();
    const gateway = await startGateway(() => 400);
    try {
      await gatewaySender(gateway.url).sendDue(() => T0);
    } finally {
      await gateway.close();
    }
    const failed = (await repo.findById(id))!;
    expect(failed.status).toBe('failed');
    const queued = (await repo.requeue(failed, at(5).toISOString()))!;
    expect(queued).toMatchObject({
      status: 'pending',
      tries: 1,
      triesBefore: 1,
      nextAt: at(5).toISOString(),
    });
    // a requeue of what was read before a change is refused (the caller reads again)
    expect(await repo.requeue(failed, at(5).toISOString())).toBeNull();
    const ok = await startGateway();
    try {
      expect(await gatewaySender(ok.url).sendDue(() => at(5))).toBe(1);
    } finally {
      await ok.close();
    }
    const sent = (await repo.findById(id))!;
    expect(sent).toMatchObject({ status: 'sent', tries: 2 });
    expect(sent.attempts.map((a) => a.ok)).toEqual([false, true]);
  });
});
