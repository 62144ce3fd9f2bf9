import type { AuthResponse, HomeVideo } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('home video', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const add = (body: Record<string, unknown>, token = admin) => api.call('POST', '/video', { token, body });

  it('when no video is active, then GET /video/one is 404; when one is added, then it is the active one', async () => {
    expect((await api.call('GET', '/video/one')).status).toBe(404);
    const first = await add({ url: 'https://youtu.be/aqz-KE-bpKQ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      ...(await api.call('GET', `/video/${first.body._id}`)).body,
      message: 'Video added',
    });
    const one = await api.call('GET', '/video/one');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      _id: first.body._id,
      url: 'https://youtu.be/aqz-KE-bpKQ',
      status: 'active',
      provider: 'youtube',
      videoId: 'aqz-KE-bpKQ',
    });
  });

  it('when another video is made active, then it replaces the active one; PUT answers { message } and changes url and status', async () => {
    const a = await add({ url: 'https://vimeo.com/76979871' });
    const b = await add({ url: 'https://cdn.example.com/home.mp4', status: 'inactive' });
    expect((await api.call('GET', '/video/one')).body._id).toBe(a.body._id);
    const put = await api.call('PUT', `/video/${b.body._id}`, { token: admin, body: { status: 'active' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'Video updated' });
    expect((await api.call('GET', '/video/one')).body).toMatchObject({
      _id: b.body._id,
      provider: 'mp4',
      videoId: '',
    });
    const all = (await api.call('GET', '/video')).body as HomeVideo[];
    expect(all.filter((v) => v.status === 'active').map((v) => v._id)).toEqual([b.body._id]);

    await api.call('PUT', `/video/${b.body._id}`, {
      token: admin,
      body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect((await api.call('GET', `/video/${b.body._id}`)).body).toMatchObject({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      status: 'active',
    });
    await api.call('PUT', `/video/${b.body._id}`, { token: admin, body: { status: 'inactive' } });
    expect((await api.call('GET', '/video/one')).status).toBe(404);

    expect((await api.call('DELETE', `/video/${a.body._id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', `/video/${a.body._id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/video/${a.body._id}`, { token: admin })).status).toBe(404);
  });

  it('when a link is not http(s) or not a video, then 400 on url and nothing changes', async () => {
    const before = ((await api.call('GET', '/video')).body as HomeVideo[]).length;
    for (const url of ['javascript:alert(1)', 'https://example.com/page.html', 'ftp://example.com/a.mp4']) {
      const r = await add({ url });
      expect(r.status).toBe(400);
      expect(r.body.fields.url).toBeDefined();
    }
    const [some] = (await api.call('GET', '/video')).body as HomeVideo[];
    const bad = await api.call('PUT', `/video/${some!._id}`, { token: admin, body: { status: 'paused' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBeDefined();
    expect((await api.call('PUT', `/video/${some!._id}`, { token: admin, body: {} })).status).toBe(400);
    expect(
      (await api.call('PUT', '/video/not-an-id', { token: admin, body: { status: 'active' } })).status,
    ).toBe(400);
    expect(
      (await api.call('PUT', '/video/0123456789abcdef01234567', { token: admin, body: { status: 'active' } }))
        .status,
    ).toBe(404);
    expect(((await api.call('GET', '/video')).body as HomeVideo[]).length).toBe(before);
  });

  it('when a visitor or a customer writes videos, then 401 and 403 and nothing changes', async () => {
    const v = await add({ url: 'https://vimeo.com/1234567', status: 'inactive' });
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await add({ url: 'https://vimeo.com/7654321' }, token ?? '')).status).toBe(status);
      expect(
        (await api.call('PUT', `/video/${v.body._id}`, { token, body: { status: 'active' } })).status,
      ).toBe(status);
      expect((await api.call('DELETE', `/video/${v.body._id}`, { token })).status).toBe(status);
    }
    expect((await api.call('GET', `/video/${v.body._id}`)).body.status).toBe('inactive');
  });
});
