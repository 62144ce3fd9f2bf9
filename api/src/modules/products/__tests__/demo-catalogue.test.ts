import type {
  Category,
  Product,
  ProductCard,
  TyreRange,
  TyreSize,
  VehicleFitmentAnswer,
  VehicleModel,
  VehicleType,
} from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOf } from '../../../test/preview';
import { startDemoApi } from '../../../test/demo-store';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('demo catalogue', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    // the whole demo catalogue with its pictures (74 products), seeded once per run and copied
    api = await startDemoApi();
    admin = await api.adminToken();
  }, 240_000);
  afterAll(() => api.stop());

  it('when the store is seeded, then categories, ranges and sizes of this market are there', async () => {
    const categories = (await api.call('GET', '/category')).body as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const slug of ['motorcycle', 'three-wheeler', 'passenger-car', 'suv-light-truck', 'truck-bus']) {
      expect(categories.map((c) => c.slug)).toContain(slug);
    }
    const ranges = (await api.call('GET', '/tires')).body as TyreRange[];
    expect(ranges.length).toBeGreaterThanOrEqual(8);
    expect(ranges.every((r) => r.image !== null && r.features.length > 0)).toBe(true);
    const sizes = (await api.call('GET', '/size')).body as TyreSize[];
    expect(sizes.length).toBeGreaterThanOrEqual(40);
    expect(sizes.map((s) => s.label)).toEqual(
      expect.arrayContaining(['90/90-17', '4.00-8', '195/65 R15', '10.00-20', '11R22.5']),
    );
  });

  it('when the store is seeded, then 60+ products with images, discounts, stock-outs and drafts are there', async () => {
    const all = await api.call('GET', '/products?size=48', { token: admin });
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(60);
    const cards: ProductCard[] = [
      ...all.body,
      ...(await api.call('GET', '/products?size=48&page=1', { token: admin })).body,
    ];
    expect(cards.some((p) => p.discountPrice > 0 && p.price === p.regularPrice - p.discountPrice)).toBe(true);
    expect(cards.some((p) => p.stock === 0)).toBe(true);
    expect(cards.some((p) => p.status === 'draft')).toBe(true);
    expect(cards.every((p) => Number.isInteger(p.price) && p.price >= 1000 && p.price <= 60_000)).toBe(true);
    const image = await fetch(`${api.base}/files/${cards[0]!.thumbnailImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const withGallery = (await api.call('GET', '/products/roadgrip-2-75-17-tt')).body as Product;
    expect(withGallery.images.length).toBeGreaterThan(0);
  });

  it('when the store is seeded, then products (thumbnail and gallery) and tyre ranges have 1200 x 630 WebP previews', async () => {
    const withGallery = (await api.call('GET', '/products/roadgrip-2-75-17-tt')).body as Product;
    const ranges = (await api.call('GET', '/tires')).body as TyreRange[];
    const previews = [
      withGallery.thumbnail.preview,
      ...withGallery.images.map((image) => image.preview),
      ...ranges.map((r) => r.image!.preview),
    ];
    expect(previews.length).toBeGreaterThan(ranges.length + 1);
    for (const name of previews) {
      expect(await previewOf(api, name), name).toMatchObject({
        status: 200,
        format: 'webp',
        width: 1200,
        height: 630,
      });
    }
  });

  it('when the store is seeded, then the home page has eight new arrivals and the finder finds motorcycle 17-inch tyres', async () => {
    const arrivals = (await api.call('GET', '/arrivals/all')).body as ProductCard[];
    expect(arrivals).toHaveLength(8);
    expect(new Set(arrivals.map((a) => a.categorySlug)).size).toBe(7);
    const finder = await api.call('GET', '/products/finder?category=motorcycle&rim=17');
    expect(Number(finder.headers.get('x-total-count'))).toBeGreaterThan(8);
  });

  it('when the store is seeded, then every category, range and product has Bangla text, and Bangla searches find the motorcycle tyres', async () => {
    const categories = (await api.call('GET', '/category')).body as Category[];
    expect(categories.find((c) => c.slug === 'motorcycle')?.nameBn).toBe('মোটরসাইকেল টায়ার'.normalize('NFC'));
    expect(categories.every((c) => c.nameBn !== '' && c.descriptionBn !== '')).toBe(true);
    const ranges = (await api.call('GET', '/tires')).body as TyreRange[];
    expect(ranges.every((r) => r.nameBn !== '' && r.descriptionBn !== '' && r.categoryNameBn !== '')).toBe(
      true,
    );
    const product = (await api.call('GET', '/products/roadgrip-2-75-17-tt')).body as Product;
    expect(product.titleBn).toBe('রোডগ্রিপ 2.75-17 টিউব টাইপ');
    expect(product.descriptionBn).toContain('১৭ ইঞ্চি রিমে');
    const cards: ProductCard[] = [];
    for (const page of [0, 1]) {
      cards.push(...(await api.call('GET', `/products?size=48&page=${page}`, { token: admin })).body);
    }
    expect(cards.every((p) => p.titleBn !== '' && p.categoryNameBn !== '')).toBe(true);
    const motorcycleTotal = (await api.call('GET', '/products?category=motorcycle&size=1')).headers.get(
      'x-total-count',
    );
    for (const word of ['মোটরসাইকেল', 'মোটরসাইকেল টায়ার']) {
      const found = await api.call('GET', `/products?size=48&search=${encodeURIComponent(word)}`);
      expect(found.headers.get('x-total-count')).toBe(motorcycleTotal);
      expect((found.body as ProductCard[]).every((p) => p.categorySlug === 'motorcycle')).toBe(true);
    }
    const tyres = await api.call('GET', `/products?size=48&search=${encodeURIComponent('টায়ার')}`);
    expect(Number(tyres.headers.get('x-total-count'))).toBeGreaterThan(Number(motorcycleTotal));
    expect((tyres.body as ProductCard[]).some((p) => p.categorySlug === 'motorcycle')).toBe(true);
  });

  it('when the store is seeded, then 40+ vehicle models of every type are there, most of their sizes have tyres, and pulsar finds them', async () => {
    const types = (await api.call('GET', '/vehicles/types')).body as VehicleType[];
    expect(types.map((t) => t.slug)).toEqual([
      'motorcycle',
      'scooter',
      'three-wheeler',
      'passenger-car',
      'suv-light-truck',
      'truck-bus',
      'tractor-farm',
    ]);
    expect(types.reduce((n, t) => n + t.models, 0)).toBeGreaterThanOrEqual(40);
    const models: VehicleModel[] = [];
    for (let page = 0; ; page++) {
      const res = await api.call('GET', `/vehicles/models/all?size=100&page=${page}`, { token: admin });
      models.push(...(res.body as VehicleModel[]));
      if (models.length >= Number(res.headers.get('x-total-count'))) break;
    }
    expect(models.every((m) => m.nameBn !== '' && m.makeNameBn !== '')).toBe(true);
    const pulsar = models.find((m) => m.slug === 'bajaj-pulsar-150')!;
    expect(pulsar.nameBn).toBe('পালসার ১৫০');
    // per model its newest sizes: most of them have active tyres in the demo catalogue
    let sizes = 0;
    let withTyres = 0;
    for (const model of models) {
      const year = model.yearTo ?? new Date().getFullYear();
      const answer = (await api.call('GET', `/vehicles/fitment?model=${model.slug}&year=${year}`))
        .body as VehicleFitmentAnswer;
      expect(answer.fitments.length, model.slug).toBeGreaterThan(0);
      for (const f of answer.fitments) {
        sizes += 1;
        if (f.size.total > 0) withTyres += 1;
      }
    }
    expect(withTyres / sizes).toBeGreaterThan(0.8);
    for (const word of ['pulsar', 'পালসার']) {
      const found = await api.call('GET', `/products?size=48&search=${encodeURIComponent(word)}`);
      const labels = (found.body as ProductCard[]).map((p) => p.sizeLabel);
      expect(labels, word).toEqual(expect.arrayContaining(['90/90-17', '120/80-17', '100/90-17']));
      expect(labels.every((l) => ['90/90-17', '120/80-17', '100/90-17', '2.75-17'].includes(l))).toBe(true);
    }
  });

  it('when the API starts again on the same data, then the demo data is not loaded twice', async () => {
    const dataDir = api.dataDir;
    const before = (await api.call('GET', '/products?size=1', { token: admin })).headers.get('x-total-count');
    await api.server.stop();
    const again = await startTestApi({ SEED_DEMO: '1' }, dataDir);
    try {
      const token = await again.adminToken();
      expect((await again.call('GET', '/products?size=1', { token })).headers.get('x-total-count')).toBe(
        before,
      );
      expect((await again.call('GET', '/category')).body).toHaveLength(7);
    } finally {
      await again.stop();
    }
  });
});
