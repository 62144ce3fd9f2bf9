import type { AuthResponse, ContactMessage } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('contact messages', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Shirin Sultana',
    email: 'shirin@example.com',
    subject: 'Warranty claim',
    message: 'My tyre cracked after four months.',
    ...overrides,
  });
  const send = (body: Record<string, unknown>) => api.call('POST', '/contact/messages', { body });
  const total = async () =>
    Number((await api.call('GET', '/contact/messages', { token: admin })).headers.get('x-total-count'));

  it('when visitors send messages, then admins list them newest first with the unread count, mark them read and delete them', async () => {
    expect((await send(message({ subject: 'First message' }))).status).toBe(201);
    const second = await send(message({ subject: 'Second message', email: '', mobile: '+8801755443322' }));
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ message: 'Thank you: your message has been sent' });
    const list = await api.call('GET', '/contact/messages?page=0&size=1', { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body).toEqual([
      {
        _id: expect.any(String),
        name: 'Shirin Sultana',
        email: '',
        mobile: '01755443322',
        subject: 'Second message',
        message: 'My tyre cracked after four months.',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect((await api.call('GET', '/contact/messages/counts', { token: admin })).body).toEqual({
      total: 2,
      unread: 2,
    });

    const id = (list.body as ContactMessage[])[0]!._id;
    const read = await api.call('PUT', `/contact/messages/${id}`, { token: admin, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, read: true });
    expect((await api.call('GET', '/contact/messages/counts', { token: admin })).body).toEqual({
      total: 2,
      unread: 1,
    });
    const unread = await api.call('GET', '/contact/messages?unread=1', { token: admin });
    expect(unread.body.map((m: ContactMessage) => m.subject)).toEqual(['First message']);

    expect((await api.call('DELETE', `/contact/messages/${id}`, { token: admin })).status).toBe(200);
    expect(await total()).toBe(1);
    expect((await api.call('DELETE', `/contact/messages/${id}`, { token: admin })).status).toBe(404);
    expect(
      (await api.call('PUT', `/contact/messages/${id}`, { token: admin, body: { read: true } })).status,
    ).toBe(404);
  });

  it('when a message is bad, then 400 names the fields and nothing is stored', async () => {
    const before = await total();
    const none = await send(message({ email: '', mobile: '' }));
    expect(none.status).toBe(400);
    expect(none.body.fields.email).toBeDefined();
    const bad = await send(message({ name: '', email: 'not-an-email', subject: 'x', message: 'hi' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'subject', 'message']),
    );
    expect(
      (await api.call('PUT', '/contact/messages/nope', { token: admin, body: { read: true } })).status,
    ).toBe(400);
    expect(await total()).toBe(before);
  });

  it('when a visitor or a customer reads or changes messages, then 401 and 403', async () => {
    await send(message());
    const [first] = (await api.call('GET', '/contact/messages', { token: admin })).body as ContactMessage[];
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await api.call('GET', '/contact/messages', { token })).status).toBe(status);
      expect((await api.call('GET', '/contact/messages/counts', { token })).status).toBe(status);
      expect(
        (await api.call('PUT', `/contact/messages/${first!._id}`, { token, body: { read: true } })).status,
      ).toBe(status);
      expect((await api.call('DELETE', `/contact/messages/${first!._id}`, { token })).status).toBe(status);
    }
    const after = (await api.call('GET', '/contact/messages', { token: admin })).body as ContactMessage[];
    expect(after.find((m) => m._id === first!._id)).toMatchObject({ read: false });
  });

  it('when a bot fills the honeypot, then it gets the same 201 and nothing is stored', async () => {
    const before = await total();
    const res = await send(message({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you: your message has been sent' });
    expect(await total()).toBe(before);
  });

  // Last: it uses up this address's messages for the window.
  it('when one address sends too many messages, then 429 with Retry-After and the refused one is not stored', async () => {
    let refused: Awaited<ReturnType<TestApi['call']>> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const r = await send(message({ subject: `Message ${i}` }));
      if (r.status === 429) refused = r;
      else expect(r.status).toBe(201);
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const list = (await api.call('GET', '/contact/messages?size=100', { token: admin }))
      .body as ContactMessage[];
    const sent = list.filter((m) => m.subject.startsWith('Message ')).length;
    // every 2xx was stored, the refused one was not
    expect(sent).toBeGreaterThan(0);
    expect(list.map((m) => m.subject)).not.toContain(`Message ${sent}`);
  });
});
