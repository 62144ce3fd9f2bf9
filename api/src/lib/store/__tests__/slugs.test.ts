import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApi, type CatalogTestContext } from '../../../test/catalog-fixtures';
import { slugify } from '../slugs';

describe('slugify', () => {
  it.each([
    ['Grip Pro 90/90-17', 'grip-pro-90-90-17'],
    ['  Café Crème  ', 'cafe-creme'],
    ['টায়ার', 'টায়ার'.normalize('NFC')],
    ['মোটরসাইকেল টায়ার ১৭', 'মোটরসাইকেল-টায়ার-১৭'],
    ['!!!', 'item'],
    ['0123456789abcdef01234567', '0123456789abcdef01234567-x'],
  ])('when the name is %s, then the slug is %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('when a long name ends in characters of two UTF-16 units, then the slug is cut between characters', () => {
    const slug = slugify(`${'a'.repeat(99)}𠀀𠀀𠀀`);
    expect(Array.from(slug)).toHaveLength(100);
    expect(slug.endsWith('𠀀')).toBe(true);
  });
});

describe('Bengali names over HTTP', () => {
  let t: CatalogTestContext;
  beforeAll(async () => {
    t = await startCatalogApi();
  });
  afterAll(() => t.api.stop());

  const get = (route: string) => t.api.call('GET', route);

  it('when a category, a tyre range and a product get Bengali names, then each has a Bengali slug and is reachable by it', async () => {
    const category = await t.fx.category('মোটরসাইকেল');
    expect(category.slug).toBe('মোটরসাইকেল');
    const listed = (await get('/category')).body as { slug: string }[];
    expect(listed.map((c) => c.slug)).toContain('মোটরসাইকেল');
    const bySlug = await get(`/category/${encodeURIComponent(category.slug)}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body._id).toBe(category._id);
    // the same name again gets the next free slug, not `item-2`
    expect((await t.fx.category('মোটরসাইকেল')).slug).toBe('মোটরসাইকেল-2');

    const range = await t.fx.range(category, 'রোড কিং');
    expect(range.slug).toBe('রোড-কিং');
    expect((await get(`/tires/${encodeURIComponent(range.slug)}`)).body._id).toBe(range._id);

    const size = await t.fx.size(category, '2.75-17');
    const product = await t.fx.product(category, size, { title: 'রোড কিং টায়ার' });
    expect(product.slug).toBe('রোড-কিং-টায়ার'.normalize('NFC'));
    const found = await get(`/products/${encodeURIComponent(product.slug)}`);
    expect(found.status).toBe(200);
    expect(found.body._id).toBe(product._id);
    // a link typed in another Unicode form (decomposed) finds the same product
    const decomposed = await get(`/products/${encodeURIComponent(product.slug.normalize('NFD'))}`);
    expect(decomposed.body._id).toBe(product._id);
    // a product filter by the Bengali category slug works too
    const inCategory = await get(`/products?category=${encodeURIComponent(category.slug)}`);
    expect(inCategory.body.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it.each([
    ['a NUL', 'Motor\u0000cycle'],
    ['a lone surrogate', 'Motorcycle \ud83d'],
  ])('when a category name holds %s, then 400 naming the field and nothing is created', async (_, name) => {
    const before = (await get('/category')).body.length;
    const res = await t.api.call('POST', '/category', { token: t.admin, body: { name } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_data');
    expect(Object.keys(res.body.fields)).toEqual(['name']);
    expect((await get('/category')).body.length).toBe(before);
  });
});
