import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse, NewsPost } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPreview } from '../../../test/preview';
import { pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

describe('news', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const form = async (fields: Record<string, string>, image = true) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (image) f.set('file', new Blob([new Uint8Array(await pngBytes(910, 554))]), 'news.png');
    return f;
  };
  const post = async (title: string, token = admin) =>
    api.call('POST', '/news', {
      token,
      form: await form({ title, desc: 'A post long enough to be valid news.' }),
    });
  const storedFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'public'));

  it('when an admin posts news, then it is listed newest first with a total, readable by id, and deleting it removes it and its images', async () => {
    const first = await post('Older news post');
    const second = await post('Newer news post');
    expect(first.status).toBe(201);
    expect(first.body._id).toMatch(/^[0-9a-f]{24}$/);
    // the answer is the post as reading it answers, with the sentence the API always sent
    const read = await api.call('GET', `/news/${first.body._id}`);
    expect(first.body).toEqual({ ...read.body, message: 'News created' });
    const list = await api.call('GET', '/news?page=0&size=1');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((p: NewsPost) => p._id)).toEqual([second.body._id]);
    const one = await api.call('GET', `/news/${first.body._id}`);
    expect(one.body).toMatchObject({
      title: 'Older news post',
      desc: 'A post long enough to be valid news.',
    });
    expect(storedFiles()).toEqual(
      expect.arrayContaining([one.body.image, one.body.thumbnail, one.body.preview]),
    );
    await expectPreview(api, one.body.preview);

    const del = await api.call('DELETE', `/news/${first.body._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await api.call('GET', `/news/${first.body._id}`)).status).toBe(404);
    expect(storedFiles()).not.toContain(one.body.image);
    expect(storedFiles()).not.toContain(one.body.thumbnail);
    expect(storedFiles()).not.toContain(one.body.preview);
    expect((await api.call('GET', '/news')).headers.get('x-total-count')).toBe('1');
  });

  it('when the input is bad, then 400 with the field named, 404 for an unknown id, and nothing is created', async () => {
    const before = (await api.call('GET', '/news')).headers.get('x-total-count');
    const short = await api.call('POST', '/news', {
      token: admin,
      form: await form({ title: 'ab', desc: 'A post long enough to be valid news.' }),
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.title).toBeDefined();
    const noFile = await api.call('POST', '/news', {
      token: admin,
      form: await form({ title: 'No picture here', desc: 'A post long enough to be valid news.' }, false),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields.file).toBeDefined();
    expect((await api.call('GET', '/news')).headers.get('x-total-count')).toBe(before);

    const badId = await api.call('GET', '/news/not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body.fields.id).toBeDefined();
    expect((await api.call('GET', '/news/0123456789abcdef01234567')).status).toBe(404);
    expect((await api.call('DELETE', '/news/0123456789abcdef01234567', { token: admin })).status).toBe(404);
  });

  it('when a visitor or a customer posts or deletes news, then 401 and 403 and nothing changes', async () => {
    const kept = await post('A post that stays');
    const before = (await api.call('GET', '/news')).headers.get('x-total-count');
    const files = storedFiles().length;
    expect((await post('Anonymous post', '')).status).toBe(401);
    expect((await post('Customer post', customer.token)).status).toBe(403);
    expect((await api.call('DELETE', `/news/${kept.body._id}`)).status).toBe(401);
    expect((await api.call('DELETE', `/news/${kept.body._id}`, { token: customer.token })).status).toBe(403);
    expect((await api.call('GET', '/news')).headers.get('x-total-count')).toBe(before);
    expect((await api.call('GET', `/news/${kept.body._id}`)).status).toBe(200);
    expect(storedFiles()).toHaveLength(files);
  });

  it('when an admin updates a post with Bangla text and a new picture, then the answer carries them and the old picture files are removed', async () => {
    const created = await post('A post to edit');
    const before = await api.call('GET', `/news/${created.body._id}`);
    expect(before.body).toMatchObject({ titleBn: '', descBn: '' });
    const f = new FormData();
    f.set('titleBn', 'বর্ষার নতুন টায়ার');
    f.set('descBn', 'সারা দেশে নতুন টায়ার পাওয়া যাচ্ছে।');
    f.set('file', new Blob([new Uint8Array(await pngBytes(600, 400))]), 'new.png');
    const put = await api.call('PUT', `/news/${created.body._id}`, { token: admin, form: f });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ message: 'News updated' });
    const after = await api.call('GET', `/news/${created.body._id}`);
    expect(after.body).toMatchObject({
      title: 'A post to edit',
      titleBn: 'বর্ষার নতুন টায়ার',
      descBn: 'সারা দেশে নতুন টায়ার পাওয়া যাচ্ছে।',
    });
    expect(after.body.image).not.toBe(before.body.image);
    expect(storedFiles()).toEqual(expect.arrayContaining([after.body.image, after.body.thumbnail]));
    expect(storedFiles()).not.toContain(before.body.image);
    expect(storedFiles()).not.toContain(before.body.thumbnail);
    expect(before.body.preview).toMatch(/-preview\.webp$/);
    expect(storedFiles()).not.toContain(before.body.preview);
    await expectPreview(api, after.body.preview);

    // text only: the picture stays; '' clears the Bangla title
    const g = new FormData();
    g.set('title', 'An edited post');
    g.set('titleBn', '');
    expect((await api.call('PUT', `/news/${created.body._id}`, { token: admin, form: g })).status).toBe(200);
    const last = await api.call('GET', `/news/${created.body._id}`);
    expect(last.body).toMatchObject({
      title: 'An edited post',
      titleBn: '',
      image: after.body.image,
      preview: after.body.preview,
    });
  });

  it('when an update is bad or not from an admin, then 400/401/403/404 and the post is unchanged', async () => {
    const created = await post('A post that must not change');
    const bad = new FormData();
    bad.set('title', 'ab');
    const r = await api.call('PUT', `/news/${created.body._id}`, { token: admin, form: bad });
    expect(r.status).toBe(400);
    expect(r.body.fields.title).toBeDefined();
    const text = new FormData();
    text.set('file', new Blob([new TextEncoder().encode('not a picture')]), 'x.png');
    expect((await api.call('PUT', `/news/${created.body._id}`, { token: admin, form: text })).status).toBe(
      415,
    );
    const ok = () => {
      const f = new FormData();
      f.set('title', 'Hijacked title');
      return f;
    };
    expect((await api.call('PUT', `/news/${created.body._id}`, { form: ok() })).status).toBe(401);
    expect(
      (await api.call('PUT', `/news/${created.body._id}`, { token: customer.token, form: ok() })).status,
    ).toBe(403);
    expect(
      (await api.call('PUT', '/news/0123456789abcdef01234567', { token: admin, form: ok() })).status,
    ).toBe(404);
    expect((await api.call('GET', `/news/${created.body._id}`)).body.title).toBe(
      'A post that must not change',
    );
  });
});
