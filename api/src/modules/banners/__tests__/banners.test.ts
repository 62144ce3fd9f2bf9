import fs from 'node:fs';
import path from 'node:path';
import type { AuthResponse, Banner } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPreview } from '../../../test/preview';
import { pngBytes, startTestApi, type TestApi } from '../../../test/test-api';

describe('banners', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
  });
  afterAll(() => api.stop());

  const add = async (fields: Record<string, string>, token = admin, picture = true) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (picture) f.set('file', new Blob([new Uint8Array(await pngBytes(2400, 800))]), 'banner.png');
    return api.call('POST', '/banners', { token, form: f });
  };
  const all = async () => (await api.call('GET', '/banners?all=1', { token: admin })).body as Banner[];
  const storedFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'public'));

  it('when an admin adds banners, then the active ones are listed in order with responsive variants', async () => {
    const a = await add({ title: 'Monsoon grip', link: '/news' });
    expect(a.status).toBe(201);
    const added = (await all()).find((b) => b._id === a.body._id);
    expect(a.body).toEqual({ ...added, message: 'Banner added' });
    await add({ title: 'Hidden', active: 'false' });
    await add({ link: 'https://example.com/offer' });
    const list = (await api.call('GET', '/banners')).body as Banner[];
    expect(list.map((b) => b.title)).toEqual(['Monsoon grip', '']);
    const [first] = list;
    expect(first).toMatchObject({ link: '/news', active: true, order: 0 });
    expect(first!.variants.map((v) => v.width)).toEqual([640, 1024, 1600]);
    expect(storedFiles()).toEqual(
      expect.arrayContaining([first!.image, ...first!.variants.map((v) => v.file)]),
    );
    const sharp = (await import('sharp')).default;
    const full = await sharp(path.join(api.dataDir, 'files', 'public', first!.image)).metadata();
    expect(full.width).toBe(1920);
    const small = await sharp(path.join(api.dataDir, 'files', 'public', first!.variants[0]!.file)).metadata();
    expect(small.width).toBe(640);
    await expectPreview(api, first!.preview);
    expect(storedFiles()).toContain(first!.preview);
  });

  it('when an admin reorders, edits and deletes banners, then the list follows and deleted pictures are removed', async () => {
    const banners = await all();
    const reversed = banners.map((b) => b._id).reverse();
    const put = await api.call('PUT', '/banners/order', { token: admin, body: { ids: reversed } });
    expect(put.status).toBe(200);
    expect(put.body.map((b: Banner) => b._id)).toEqual(reversed);
    const partial = await api.call('PUT', '/banners/order', {
      token: admin,
      body: { ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.fields.ids).toBeDefined();

    const hidden = banners.find((b) => b.title === 'Hidden')!;
    const shown = await api.call('PUT', `/banners/${hidden._id}`, {
      token: admin,
      body: { active: true, title: 'Shown' },
    });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ active: true, title: 'Shown' });
    expect(((await api.call('GET', '/banners')).body as Banner[])[0]!.title).toBe('');

    const del = await api.call('DELETE', `/banners/${hidden._id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(storedFiles()).not.toContain(hidden.image);
    for (const v of hidden.variants) expect(storedFiles()).not.toContain(v.file);
    expect(hidden.preview).toMatch(/-preview\.webp$/);
    expect(storedFiles()).not.toContain(hidden.preview);
    expect((await api.call('DELETE', `/banners/${hidden._id}`, { token: admin })).status).toBe(404);
  });

  it('when the input is bad, then 400 or 415 with the field and nothing is added', async () => {
    const before = (await all()).length;
    const files = storedFiles().length;
    const link = await add({ link: 'javascript:alert(1)' });
    expect(link.status).toBe(400);
    expect(link.body.fields.link).toBeDefined();
    const none = await add({ title: 'No picture' }, admin, false);
    expect(none.status).toBe(400);
    expect(none.body.fields.file).toBeDefined();
    const [some] = await all();
    const bad = await api.call('PUT', `/banners/${some!._id}`, {
      token: admin,
      body: { link: '//evil.example' },
    });
    expect(bad.status).toBe(400);
    expect((await all()).length).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('when a visitor or a customer writes banners or asks for all, then 401 and 403', async () => {
    const [some] = await all();
    for (const [token, status] of [
      [undefined, 401],
      [customer.token, 403],
    ] as const) {
      expect((await add({ title: 'Intruder' }, token ?? '')).status).toBe(status);
      expect((await api.call('GET', '/banners?all=1', { token })).status).toBe(status);
      expect(
        (await api.call('PUT', `/banners/${some!._id}`, { token, body: { active: false } })).status,
      ).toBe(status);
      expect((await api.call('PUT', '/banners/order', { token, body: { ids: [some!._id] } })).status).toBe(
        status,
      );
      expect((await api.call('DELETE', `/banners/${some!._id}`, { token })).status).toBe(status);
    }
    expect((await all()).find((b) => b._id === some!._id)).toMatchObject({ active: some!.active });
  });
});
