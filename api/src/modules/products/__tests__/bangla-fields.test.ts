// Bangla names, titles and descriptions of categories, tyre ranges and products, and product
// search in either language (issue 9).
import type { Category, Product, ProductCard, TyreRange, TyreSize } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';

// 'য়' written precomposed (U+09DF) and as য + nukta (U+09AF U+09BC): NFC turns the first into the second.
const TYRE_PRECOMPOSED = 'টা\u09dfার';
const TYRE_DECOMPOSED = 'টা\u09af\u09bcার';

describe('Bangla fields and search', () => {
  let api: TestApi;
  let admin: string;
  let fx: CatalogFixtures;
  let moto: Category;
  let car: Category;
  let motoSize: TyreSize;
  let carSize: TyreSize;
  let range: TyreRange;
  let motoTyre: Product;
  let carTyre: Product;

  const titles = (res: { body: ProductCard[] }) => res.body.map((p) => p.title).sort();
  const search = async (text: string) =>
    titles(await api.call('GET', `/products?search=${encodeURIComponent(text)}`));

  beforeAll(async () => {
    ({ api, admin, fx } = await startCatalogApi());
    const created = await api.call('POST', '/category', {
      token: admin,
      body: {
        name: 'Motorbike',
        // typed precomposed: stored NFC
        nameBn: `মোটরসাইকেল ${TYRE_PRECOMPOSED}`,
        descriptionBn: 'কমিউটার বাইকের টায়ার।\nটিউব ও টিউবলেস।',
      },
    });
    expect(created.status).toBe(201);
    moto = created.body;
    car = await fx.category('Saloon');
    motoSize = await fx.size(moto, '90/90-17');
    carSize = await fx.size(car, '195/65 R15');
    const rangeRes = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Gripster', nameBn: 'গ্রিপস্টার', category: moto.slug, descriptionBn: 'শহরের জন্য' }),
    });
    expect(rangeRes.status).toBe(201);
    range = rangeRes.body;
    motoTyre = await fx.product(moto, motoSize, {
      title: 'Gripster 90/90-17 TT',
      titleBn: 'গ্রিপস্টার ৯০/৯০-১৭ টিউব টাইপ',
      descriptionBn: 'প্রতিদিনের জন্য।',
      range: range.slug,
    });
    carTyre = await fx.product(car, carSize, { title: 'Saloon Comfort 195/65 R15' });
  });
  afterAll(() => api.stop());

  it('when a category is created with Bangla fields, then they are answered (NFC); without them, they are ""', async () => {
    expect(moto.nameBn).toBe(`মোটরসাইকেল ${TYRE_DECOMPOSED}`);
    expect(moto.descriptionBn).toBe('কমিউটার বাইকের টায়ার।\nটিউব ও টিউবলেস।');
    expect(car).toMatchObject({ nameBn: '', descriptionBn: '' });
    const read = await api.call('GET', `/category/${moto.slug}`);
    expect(read.body).toMatchObject({ nameBn: moto.nameBn, descriptionBn: moto.descriptionBn });
    const updated = await api.call('PUT', `/category/${car.slug}`, {
      token: admin,
      body: { nameBn: 'প্রাইভেট কার', descriptionBn: 'সেডান' },
    });
    expect(updated.body).toMatchObject({ name: 'Saloon', nameBn: 'প্রাইভেট কার', descriptionBn: 'সেডান' });
    const cleared = await api.call('PUT', `/category/${car.slug}`, {
      token: admin,
      body: { descriptionBn: '' },
    });
    expect(cleared.body).toMatchObject({ nameBn: 'প্রাইভেট কার', descriptionBn: '' });
  });

  it('when a range and a product carry Bangla fields, then they are answered with the copied Bangla names', async () => {
    expect(range).toMatchObject({
      nameBn: 'গ্রিপস্টার',
      descriptionBn: 'শহরের জন্য',
      categoryNameBn: moto.nameBn,
    });
    expect(motoTyre).toMatchObject({
      titleBn: 'গ্রিপস্টার ৯০/৯০-১৭ টিউব টাইপ',
      descriptionBn: 'প্রতিদিনের জন্য।',
      categoryNameBn: moto.nameBn,
      rangeNameBn: 'গ্রিপস্টার',
    });
    expect(carTyre).toMatchObject({ titleBn: '', descriptionBn: '', rangeName: null, rangeNameBn: null });
    const card = (await api.call('GET', '/products?search=Gripster')).body[0] as ProductCard;
    expect(card).toMatchObject({
      titleBn: motoTyre.titleBn,
      categoryNameBn: moto.nameBn,
      rangeNameBn: 'গ্রিপস্টার',
    });
    const updated = await api.call('PUT', `/products/${carTyre.slug}`, {
      token: admin,
      form: form({ titleBn: 'সেলুন কমফোর্ট', descriptionBn: 'আরামদায়ক' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: carTyre.title,
      titleBn: 'সেলুন কমফোর্ট',
      descriptionBn: 'আরামদায়ক',
    });
  });

  it('when Bangla fields hold control characters, line breaks in a name, or are too short or long, then 400 names them', async () => {
    const cat = await api.call('POST', '/category', {
      token: admin,
      body: { name: 'Bad', nameBn: 'টা\u0007য়ার', descriptionBn: 'ক\u0000খ' },
    });
    expect(cat.status).toBe(400);
    expect(Object.keys(cat.body.fields).sort()).toEqual(['descriptionBn', 'nameBn']);
    const rangeRes = await api.call('PUT', `/tires/${range.slug}`, {
      token: admin,
      form: form({ nameBn: 'গ্রিপ\nস্টার' }),
    });
    expect(rangeRes.status).toBe(400);
    expect(rangeRes.body.fields).toEqual({ nameBn: 'must not contain control characters or line breaks' });
    const product = await api.call('PUT', `/products/${motoTyre.slug}`, {
      token: admin,
      form: form({ titleBn: 'কখ', descriptionBn: 'ক'.repeat(10_001) }),
    });
    expect(product.status).toBe(400);
    expect(product.body.fields).toEqual({
      titleBn: 'must be at least 3 characters',
      descriptionBn: 'is too long',
    });
    expect((await api.call('GET', `/products/${motoTyre.slug}`)).body.titleBn).toBe(motoTyre.titleBn);
  });

  it('when the search is Bangla, then the category and range names in Bangla find the motorcycle tyre, composed or not', async () => {
    expect(await search(TYRE_PRECOMPOSED)).toEqual([motoTyre.title]);
    expect(await search(TYRE_DECOMPOSED)).toEqual([motoTyre.title]);
    expect(await search('মোটরসাইকেল')).toEqual([motoTyre.title]);
    expect(await search('গ্রিপস্টার')).toEqual([motoTyre.title]);
    expect(await search('সেলুন')).toEqual([carTyre.title]);
    expect(await search('উড়োজাহাজ')).toEqual([]);
  });

  it('when the search is English, then the title, size label, pattern and category and range names match as before', async () => {
    expect(await search('gripster 90')).toEqual([motoTyre.title]);
    expect(await search('195/65')).toEqual([carTyre.title]);
    expect(await search('motorbike')).toEqual([motoTyre.title]);
    expect(await search('.*')).toEqual([]);
  });

  it('when a category or range is renamed in Bangla, then ranges and products follow, and search finds the new name', async () => {
    await api.call('PUT', `/category/${moto.slug}`, { token: admin, body: { nameBn: 'দুই চাকা' } });
    expect((await api.call('GET', `/tires/${range.slug}`)).body.categoryNameBn).toBe('দুই চাকা');
    expect((await api.call('GET', `/products/${motoTyre.slug}`)).body.categoryNameBn).toBe('দুই চাকা');
    expect(await search('মোটরসাইকেল')).toEqual([]);
    expect(await search('দুই চাকা')).toEqual([motoTyre.title]);
    await api.call('PUT', `/tires/${range.slug}`, { token: admin, form: form({ nameBn: 'গ্রিপমাস্টার' }) });
    expect((await api.call('GET', `/products/${motoTyre.slug}`)).body.rangeNameBn).toBe('গ্রিপমাস্টার');
    expect(await search('গ্রিপমাস্টার')).toEqual([motoTyre.title]);
  });
});
