import type { Category, ProductCard, TyreSize } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from '../../../test/catalog-fixtures';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe('tyre finder', () => {
  let api: TestApi;
  let admin: string;
  let moto: Category;
  let three: Category;
  let s17: TyreSize;
  let s18: TyreSize;
  let s17b: TyreSize;
  let s8: TyreSize;
  const ids = (body: ProductCard[]) => body.map((p) => p._id);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    const fx = new CatalogFixtures(api, admin);
    moto = await fx.category('Motorcycle');
    three = await fx.category('Three-Wheeler');
    s17 = await fx.size(moto, '90/90-17');
    s17b = await fx.size(moto, '2.75-17');
    s18 = await fx.size(moto, '3.00-18');
    s8 = await fx.size(three, '4.00-8');
    // 10 active 90/90-17, 2 active 2.75-17, 1 active 3.00-18, 1 draft 90/90-17, 3 active 4.00-8.
    for (let i = 0; i < 10; i++) await fx.product(moto, s17, { title: `Moto 17 no ${i}` });
    for (let i = 0; i < 2; i++) await fx.product(moto, s17b);
    await fx.product(moto, s18);
    await fx.product(moto, s17, { status: 'draft', title: 'Draft 17' });
    for (let i = 0; i < 3; i++) await fx.product(three, s8);
  });
  afterAll(() => api.stop());

  const find = (query: string, token?: string) => api.call('GET', `/products/finder?${query}`, { token });

  it('when no filter is given, then every active product is counted and the first page holds 8', async () => {
    const res = await find('');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    expect(res.headers.get('x-total-count')).toBe('16');
  });

  it('when each filter is given, then only products matching all of them come back, never drafts (even for an admin)', async () => {
    const byCat = await find(`category=${moto.slug}&size=48`, admin);
    expect(byCat.headers.get('x-total-count')).toBe('13');
    expect(
      byCat.body.every((p: ProductCard) => p.categorySlug === 'motorcycle' && p.status === 'active'),
    ).toBe(true);
    const byRim = await find('category=motorcycle&rim=17&size=48');
    expect(byRim.headers.get('x-total-count')).toBe('12');
    expect(byRim.body.every((p: ProductCard) => p.rim === 17)).toBe(true);
    const bySize = await find(`category=${moto._id}&rim=17&tyreSize=${s17b._id}`);
    expect(bySize.headers.get('x-total-count')).toBe('2');
    expect(bySize.body.every((p: ProductCard) => p.sizeLabel === '2.75-17')).toBe(true);
    const sizeOnly = await find(`tyreSize=${s8._id}`);
    expect(sizeOnly.body).toHaveLength(3);
    const rimOnly = await find('rim=8');
    expect(ids(rimOnly.body).sort()).toEqual(ids(sizeOnly.body).sort());
    const contradiction = await find(`category=motorcycle&tyreSize=${s8._id}`);
    expect(contradiction.body).toEqual([]);
    expect(contradiction.headers.get('x-total-count')).toBe('0');
    expect((await find('category=no-such-category')).body).toEqual([]);
  });

  it('when paging, then pages are 0-based, do not overlap, and a page past the end is empty', async () => {
    const first = await find(`tyreSize=${s17._id}`);
    const second = await find(`tyreSize=${s17._id}&page=1`);
    expect(first.body).toHaveLength(8);
    expect(second.body).toHaveLength(2);
    expect(first.headers.get('x-total-count')).toBe('10');
    expect(second.headers.get('x-total-count')).toBe('10');
    const all = [...ids(first.body), ...ids(second.body)];
    expect(new Set(all).size).toBe(10);
    const past = await find(`tyreSize=${s17._id}&page=5`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('10');
    const small = await find(`tyreSize=${s17._id}&page=2&size=3`);
    expect(ids(small.body)).toEqual(all.slice(6, 9));
  });

  it('when the page size is over 48 or a value is malformed, then 400 names it; 48 is allowed', async () => {
    expect((await find('size=48')).status).toBe(200);
    const over = await find('size=49');
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ size: 'must be 48 or less' });
    const bad = await find('rim=seventeen&tyreSize=90/90-17&page=x&size=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      rim: 'must be a number',
      tyreSize: 'must be a 24-character hex id',
      page: 'must be a number',
      size: 'must be 1 or more',
    });
  });

  it('when the old form sends empty values, then they count as not given', async () => {
    const res = await find('category=&rim=&tyreSize=&page=0&size=8');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('16');
  });

  it('when results come back, then they are cards, newest first', async () => {
    const res = await find(`tyreSize=${s17._id}&size=10`);
    expect(res.body[0].title).toBe('Moto 17 no 9');
    expect(res.body[9].title).toBe('Moto 17 no 0');
    expect(res.body[0]).not.toHaveProperty('description');
    expect(res.body[0]).toHaveProperty('thumbnailImage');
  });
});
