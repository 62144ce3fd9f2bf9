import type { AuthResponse, Category } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';

describe('tyre sizes', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  let fx: CatalogFixtures;
  let moto: Category;
  let car: Category;
  beforeAll(async () => {
    ({ api, admin, customer, fx } = await startCatalogApi());
    moto = await fx.category('Motorcycle');
    car = await fx.category('Passenger Car');
  });
  afterAll(() => api.stop());

  const post = (body: unknown, token = admin) => api.call('POST', '/size', { token, body });

  it('when writes come without a token or from a customer, then 401 and 403', async () => {
    const size = await fx.size(moto, '2.75-17');
    expect((await post({ label: '2.75-18', category: 'motorcycle' }, '')).status).toBe(401);
    expect((await post({ label: '2.75-18', category: 'motorcycle' }, customer.token)).status).toBe(403);
    expect(
      (await api.call('PUT', `/size/${size._id}`, { token: customer.token, body: { rim: 18 } })).status,
    ).toBe(403);
    expect((await api.call('DELETE', `/size/${size._id}`)).status).toBe(401);
  });

  it('when a metric label is given alone, then rim, width and aspect are read from it', async () => {
    const res = await post({ label: '195/65 R15', category: car._id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      label: '195/65 R15',
      rim: 15,
      width: 195,
      aspect: 65,
      categoryName: 'Passenger Car',
      categorySlug: 'passenger-car',
    });
    const inch = await post({ label: '4.00-8', category: 'motorcycle' });
    expect(inch.body).toMatchObject({ rim: 8, width: null, aspect: null });
    const truck = await post({ label: '11R22.5', category: 'motorcycle', rim: '22.5' });
    expect(truck.body.rim).toBe(22.5);
  });

  it('when the rim contradicts the label or cannot be known, then 400 names rim', async () => {
    const wrong = await post({ label: '90/90-17', category: 'motorcycle', rim: 18 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ rim: 'must match the label (17)' });
    const unknown = await post({ label: 'Special A', category: 'motorcycle' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.rim).toMatch(/is required/);
    const given = await post({ label: 'Special A', category: 'motorcycle', rim: 14 });
    expect(given.status).toBe(201);
  });

  it('when values have the wrong type or the category is unknown, then 400 names the fields', async () => {
    const res = await post({ label: { $ne: null }, category: ['motorcycle'], rim: true, width: 'wide' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      label: 'must be text',
      category: 'must be text',
      rim: 'must be a number',
      width: 'must be a number',
    });
    const half = await post({ label: '90/90-17', category: 'motorcycle', rim: 17.3 });
    expect(half.body.fields.rim).toMatch(/half inches/);
    const noCat = await post({ label: '90/90-17', category: 'no-such-category' });
    expect(noCat.status).toBe(400);
    expect(noCat.body.fields).toEqual({ category: 'does not exist' });
  });

  it('when a label already exists in the category, then 409; the same label in another category is fine', async () => {
    await fx.size(moto, '100/80-17');
    const clash = await post({ label: '100/80-17', category: 'motorcycle' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ label: 'already exists in this category' });
    const spaced = await post({ label: '205/55R16', category: 'passenger-car' });
    expect(spaced.status).toBe(201);
    expect((await post({ label: '205/55 r16', category: 'passenger-car' })).status).toBe(409);
    expect((await post({ label: '100/80-17', category: 'passenger-car' })).status).toBe(201);
  });

  it('when sizes are listed by category, rim, both or neither, then only matching sizes come back, by rim', async () => {
    const other = await fx.category('Listing');
    await fx.size(other, '130/70-17');
    await fx.size(other, '90/90-10');
    await fx.size(other, '120/80-17');
    const all = await api.call('GET', '/size');
    expect(all.status).toBe(200);
    const byCat = await api.call('GET', `/size?category=${other.slug}`);
    expect(byCat.body.map((s: { label: string }) => s.label)).toEqual(['90/90-10', '120/80-17', '130/70-17']);
    const both = await api.call('GET', `/size?category=${other._id}&rim=17`);
    expect(both.body.map((s: { label: string }) => s.label)).toEqual(['120/80-17', '130/70-17']);
    const rimOnly = await api.call('GET', '/size?rim=10');
    expect(rimOnly.body.every((s: { rim: number }) => s.rim === 10)).toBe(true);
    expect(rimOnly.body.length).toBeGreaterThanOrEqual(1);
    expect((await api.call('GET', '/size?category=&rim=')).body.length).toBe(all.body.length);
    expect((await api.call('GET', '/size?category=nothing-here')).body).toEqual([]);
    const bad = await api.call('GET', '/size?rim=big');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ rim: 'must be a number' });
  });

  it('when a size used by a product is relabelled, then the product shows it; deleting it is refused (409)', async () => {
    const cat = await fx.category();
    const size = await fx.size(cat, '2.50-17');
    const product = await fx.product(cat, size);
    expect(product).toMatchObject({ sizeLabel: '2.50-17', rim: 17, sizeId: size._id });
    const put = await api.call('PUT', `/size/${size._id}`, { token: admin, body: { label: '2.50-18' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ label: '2.50-18', rim: 18 });
    expect((await api.call('GET', `/products/${product.slug}`)).body).toMatchObject({
      sizeLabel: '2.50-18',
      rim: 18,
    });
    const del = await api.call('DELETE', `/size/${size._id}`, { token: admin });
    expect(del.status).toBe(409);
    expect(del.body.message).toMatch(/used by 1 product/);
    const moved = await api.call('PUT', `/size/${size._id}`, {
      token: admin,
      body: { category: 'motorcycle' },
    });
    expect(moved.status).toBe(409);
  });

  it('when an unused size is deleted, then it is gone; a bad id is 400', async () => {
    const size = await fx.size(moto, '3.00-10');
    expect((await api.call('DELETE', `/size/${size._id}`, { token: admin })).body).toEqual({
      message: 'Tyre size deleted',
    });
    expect((await api.call('GET', `/size/${size._id}`)).status).toBe(404);
    expect((await api.call('DELETE', '/size/not-an-id', { token: admin })).status).toBe(400);
  });
});
