import type { AuthResponse } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';

describe('categories', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  let fx: CatalogFixtures;
  beforeAll(async () => {
    ({ api, admin, customer, fx } = await startCatalogApi());
  });
  afterAll(() => api.stop());

  it('when no token is sent, then creating, updating and deleting answer 401', async () => {
    const cat = await fx.category();
    expect((await api.call('POST', '/category', { body: { name: 'Nope' } })).status).toBe(401);
    expect((await api.call('PUT', `/category/${cat.slug}`, { body: { name: 'Nope' } })).status).toBe(401);
    expect((await api.call('DELETE', `/category/${cat.slug}`)).status).toBe(401);
  });

  it('when a customer writes, then the answer is 403', async () => {
    const cat = await fx.category();
    const token = customer.token;
    expect((await api.call('POST', '/category', { token, body: { name: 'Nope' } })).status).toBe(403);
    expect((await api.call('PUT', `/category/${cat.slug}`, { token, body: { name: 'Nope' } })).status).toBe(
      403,
    );
    expect((await api.call('DELETE', `/category/${cat._id}`, { token })).status).toBe(403);
  });

  it('when an admin creates a category without a slug, then the slug is made from the name and unknown keys are dropped', async () => {
    const res = await api.call('POST', '/category', {
      token: admin,
      body: {
        name: 'Easy Bike & CNG',
        description: 'Three wheels',
        sortOrder: 3,
        _id: 'f'.repeat(24),
        createdAt: 'yesterday',
        hacked: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Easy Bike & CNG',
      slug: 'easy-bike-cng',
      description: 'Three wheels',
      sortOrder: 3,
    });
    expect(res.body._id).not.toBe('f'.repeat(24));
    expect(res.body.hacked).toBeUndefined();
    expect(res.body.createdAt).not.toBe('yesterday');
    const again = await api.call('POST', '/category', { token: admin, body: { name: 'Easy Bike & CNG' } });
    expect(again.body.slug).toBe('easy-bike-cng-2');
  });

  it('when the body is bad, then 400 names each field', async () => {
    const res = await api.call('POST', '/category', {
      token: admin,
      body: { name: { $gt: '' }, sortOrder: 'many', slug: 'Not A Slug' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_data');
    expect(res.body.fields).toMatchObject({
      name: 'must be text',
      sortOrder: 'must be a number',
      slug: expect.any(String),
    });
    const missing = await api.call('POST', '/category', { token: admin, body: {} });
    expect(missing.body.fields.name).toBe('is required');
    const idLike = await api.call('POST', '/category', {
      token: admin,
      body: { name: 'Hex', slug: 'a'.repeat(24) },
    });
    expect(idLike.body.fields.slug).toBe('must not look like an id');
  });

  it('when an explicit slug is already used, then 409 names the slug field', async () => {
    const cat = await fx.category();
    const res = await api.call('POST', '/category', {
      token: admin,
      body: { name: 'Other', slug: cat.slug },
    });
    expect(res.status).toBe(409);
    expect(res.body.fields).toEqual({ slug: 'is already used' });
    const other = await fx.category();
    const put = await api.call('PUT', `/category/${other._id}`, { token: admin, body: { slug: cat.slug } });
    expect(put.status).toBe(409);
  });

  it('when categories are listed, then everyone gets them by sort order, and one is found by slug or id', async () => {
    await api.call('POST', '/category', { token: admin, body: { name: 'Aaa but last', sortOrder: 9999 } });
    const res = await api.call('GET', '/category');
    expect(res.status).toBe(200);
    expect(res.body.at(-1).name).toBe('Aaa but last');
    const orders = res.body.map((c: { sortOrder: number }) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const one = res.body[1];
    expect((await api.call('GET', `/category/${one.slug}`)).body._id).toBe(one._id);
    expect((await api.call('GET', `/category/${one._id}`)).body.slug).toBe(one.slug);
    expect((await api.call('GET', '/category/no-such-category')).status).toBe(404);
    expect((await api.call('GET', '/category/bad_slug!')).status).toBe(400);
  });

  it('when a category is renamed, then its sizes and products show the new name and slug', async () => {
    const cat = await fx.category('Old Name');
    const size = await fx.size(cat, '90/90-17');
    const product = await fx.product(cat, size);
    const res = await api.call('PUT', `/category/${cat.slug}`, {
      token: admin,
      body: { name: 'New Name', slug: 'new-name' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', slug: 'new-name', _id: cat._id });
    const detail = await api.call('GET', `/products/${product._id}`);
    expect(detail.body).toMatchObject({ categoryName: 'New Name', categorySlug: 'new-name' });
    const sizes = await api.call('GET', '/size?category=new-name');
    expect(sizes.body[0]).toMatchObject({ categoryName: 'New Name', _id: size._id });
  });

  it('when a category is in use, then it cannot be deleted (409); once unused it can', async () => {
    const cat = await fx.category();
    const size = await fx.size(cat, '3.00-18');
    const product = await fx.product(cat, size);
    const inUse = await api.call('DELETE', `/category/${cat.slug}`, { token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/1 product, 1 tyre size/);
    expect((await api.call('DELETE', `/products/${product._id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/size/${size._id}`, { token: admin })).status).toBe(200);
    const ok = await api.call('DELETE', `/category/${cat.slug}`, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Category deleted' });
    expect((await api.call('GET', `/category/${cat._id}`)).status).toBe(404);
    expect((await api.call('DELETE', `/category/${cat._id}`, { token: admin })).status).toBe(404);
  });
});
