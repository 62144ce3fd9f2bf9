import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Banner, ImageSet, NewsPost, Product, TyreRange } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../lib/store/open-store';
import { CatalogFixtures } from '../test/catalog-fixtures';
import { pngBytes, startTestApi, type TestApi } from '../test/test-api';

/** An image set as stored before previews existed. */
const withoutPreview = ({ thumb, detail, full }: ImageSet) => ({ thumb, detail, full });

/** Products, tyre ranges, news and banners stored before the 1200 x 630 previews existed. */
describe('records stored before previews existed', () => {
  let api: TestApi;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tyre-previews-'));
  beforeAll(async () => {
    api = await startTestApi({}, dataDir);
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("when a record has no preview, then it answers preview as '' and deleting it still removes its files", async () => {
    const admin = await api.adminToken();
    const fx = new CatalogFixtures(api, admin);
    const moto = await fx.category('Motorcycle');
    const range = await fx.range(moto, 'Old Grip', await pngBytes());
    const product = await fx.product(
      moto,
      await fx.size(moto, '2.75-17'),
      {},
      { thumbnail: await pngBytes(), images: [await pngBytes()] },
    );
    const news = new FormData();
    news.set('title', 'An old story');
    news.set('desc', 'A story posted before previews were made.');
    news.set('file', new Blob([new Uint8Array(await pngBytes())]), 'story.png');
    const story = await api.call('POST', '/news', { token: admin, form: news });
    const banner = new FormData();
    banner.set('title', 'An old banner');
    banner.set('file', new Blob([new Uint8Array(await pngBytes(1600, 500))]), 'banner.png');
    const added = await api.call('POST', '/banners', { token: admin, form: banner });
    expect([story.status, added.status]).toEqual([201, 201]);
    await api.stop();

    const { store } = await openStore({ dataDir, mongodbUri: undefined });
    await store.ready();
    await store.collection<TyreRange>('tyre_ranges').updateOne({ _id: range._id }, {
      $set: { image: withoutPreview(range.image!) },
    } as never);
    await store.collection<Product>('products').updateOne({ _id: product._id }, {
      $set: { thumbnail: withoutPreview(product.thumbnail), images: product.images.map(withoutPreview) },
    } as never);
    await store.collection<NewsPost>('news').updateMany({}, { $unset: { preview: true } } as never);
    await store.collection<Banner>('banners').updateMany({}, { $unset: { preview: true } } as never);
    const stored = await store.collection<NewsPost>('news').find({});
    expect(stored.every((doc) => !('preview' in doc))).toBe(true);
    await store.close();

    api = await startTestApi({}, dataDir);
    const token = await api.adminToken();
    const oldRange = (await api.call('GET', `/tires/${range.slug}`)).body as TyreRange;
    expect(oldRange.image).toEqual({ ...withoutPreview(range.image!), preview: '' });
    expect(((await api.call('GET', '/tires')).body as TyreRange[])[0]!.image!.preview).toBe('');
    const oldProduct = (await api.call('GET', `/products/${product.slug}`)).body as Product;
    expect(oldProduct.thumbnail.preview).toBe('');
    expect(oldProduct.images.map((image) => image.preview)).toEqual(['']);
    const oldStory = (await api.call('GET', `/news/${story.body._id}`)).body as NewsPost;
    expect(oldStory.preview).toBe('');
    expect(((await api.call('GET', '/news')).body as NewsPost[])[0]!.preview).toBe('');
    expect(((await api.call('GET', '/banners')).body as Banner[])[0]!.preview).toBe('');

    // deleting an old record removes its files as before
    const status = async (name: string) => (await api.call('GET', `/files/${name}`)).status;
    expect((await api.call('DELETE', `/news/${story.body._id}`, { token })).status).toBe(200);
    expect([await status(oldStory.image), await status(oldStory.thumbnail)]).toEqual([404, 404]);
    expect((await api.call('DELETE', `/products/${product._id}`, { token })).status).toBe(200);
    expect(await status(product.thumbnail.full)).toBe(404);
  });
});
