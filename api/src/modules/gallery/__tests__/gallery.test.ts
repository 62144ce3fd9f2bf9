import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse, GalleryItem } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

describe('gallery', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const upload = async (captions: string[], pictures: Buffer[], token = admin) => {
    const f = new FormData();
    for (const c of captions) f.append('caption', c);
    for (const p of pictures) f.append('file', new Blob([new Uint8Array(p)]), 'picture.png');
    return api.call('POST', '/gallery', { token, form: f });
  };
  const storedFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'public'));
  const total = async () => Number((await api.call('GET', '/gallery')).headers.get('x-total-count'));

  it('when an admin uploads several pictures with captions, then they are listed newest first in upload order, with sizes', async () => {
    const res = await upload(
      ['Dealer meet', 'Tyre camp'],
      [await pngBytes(2000, 1000), await pngBytes(600, 900)],
    );
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    const page = await api.call('GET', '/gallery?page=0&size=2');
    expect(page.headers.get('x-total-count')).toBe('2');
    const [first, second] = page.body as GalleryItem[];
    expect(first).toMatchObject({ caption: 'Dealer meet', width: 1600, height: 800 });
    expect(second).toMatchObject({ caption: 'Tyre camp', width: 600, height: 900 });
    expect(storedFiles()).toEqual(expect.arrayContaining([first!.image, first!.thumbnail, second!.image]));

    const one = await upload([], [await pngBytes()]);
    expect(one.body[0].caption).toBe('');
    expect((await api.call('GET', '/gallery?page=1&size=2')).body).toHaveLength(1);
  });

  it('when an admin changes a caption or deletes a picture, then it follows and the files are removed', async () => {
    const [item] = (await api.call('GET', '/gallery')).body as GalleryItem[];
    const put = await api.call('PUT', `/gallery/${item!._id}`, {
      token: admin,
      body: { caption: 'New caption' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: item!._id, caption: 'New caption' });
    const del = await api.call('DELETE', `/gallery/${item!._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(storedFiles()).not.toContain(item!.image);
    expect(storedFiles()).not.toContain(item!.thumbnail);
    expect((await api.call('DELETE', `/gallery/${item!._id}`, { token: admin })).status).toBe(404);
  });

  it('when an upload is bad, then 400 or 415 with the field and no picture is kept', async () => {
    const before = await total();
    const files = storedFiles().length;
    const tooManyCaptions = await upload(['a', 'b'], [await pngBytes()]);
    expect(tooManyCaptions.status).toBe(400);
    expect(tooManyCaptions.body.fields.caption).toBeDefined();
    const none = await upload(['a'], []);
    expect(none.status).toBe(400);
    expect(none.body.fields.file).toBeDefined();
    const notPicture = await upload([], [await pngBytes(), Buffer.from('plain text')]);
    expect(notPicture.status).toBe(415);
    expect(notPicture.body.fields.file).toBeDefined();
    expect(await total()).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('when a visitor or a customer writes the gallery, then 401 and 403 and nothing changes', async () => {
    const [item] = (await api.call('GET', '/gallery')).body as GalleryItem[];
    const before = await total();
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await upload(['x'], [await pngBytes()], token ?? '')).status).toBe(status);
      expect((await api.call('PUT', `/gallery/${item!._id}`, { token, body: { caption: 'x' } })).status).toBe(
        status,
      );
      expect((await api.call('DELETE', `/gallery/${item!._id}`, { token })).status).toBe(status);
    }
    expect(await total()).toBe(before);
  });
});
