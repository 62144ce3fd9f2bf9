import type { AuthResponse, Product, ProductCard } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import type { TestApi } from '../../../test/test-api';

describe('new arrivals', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  let products: Product[];
  const ids = (body: ProductCard[]) => body.map((p) => p._id);

  beforeAll(async () => {
    let fx: CatalogFixtures;
    ({ api, admin, customer, fx } = await startCatalogApi());
    const cat = await fx.category('Motorcycle');
    const size = await fx.size(cat, '90/90-17');
    products = [];
    for (let i = 0; i < 5; i++) products.push(await fx.product(cat, size, { title: `Arrival ${i}` }));
  });
  afterAll(() => api.stop());

  const add = (product: string, token = admin) => api.call('POST', '/arrivals', { token, body: { product } });

  it('when nothing was added, then the list is empty', async () => {
    const res = await api.call('GET', '/arrivals/all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when writes come without a token or from a customer, then 401 and 403', async () => {
    expect((await add(products[0]!._id, '')).status).toBe(401);
    expect((await add(products[0]!._id, customer.token)).status).toBe(403);
    expect(
      (await api.call('PUT', '/arrivals', { token: customer.token, body: { productIds: [] } })).status,
    ).toBe(403);
    expect((await api.call('DELETE', `/arrivals/${products[0]!._id}`)).status).toBe(401);
  });

  it('when products are added by id or slug, then the list keeps the order they were added in; a second add is 409', async () => {
    expect((await add(products[2]!._id)).status).toBe(201);
    expect((await add(products[0]!.slug)).status).toBe(201);
    const last = await add(products[4]!._id);
    expect(ids(last.body)).toEqual([products[2]!._id, products[0]!._id, products[4]!._id]);
    const visitor = await api.call('GET', '/arrivals/all');
    expect(ids(visitor.body)).toEqual(ids(last.body));
    expect(visitor.body[0]).toMatchObject({
      title: 'Arrival 2',
      price: 2500,
      thumbnailImage: products[2]!.thumbnailImage,
    });
    const again = await add(products[0]!._id);
    expect(again.status).toBe(409);
  });

  it('when the body is bad or the product unknown, then 400 names the field', async () => {
    const bad = await api.call('POST', '/arrivals', { token: admin, body: { product: { $ne: null } } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ product: 'must be text' });
    const unknown = await add('no-such-product');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ product: 'does not exist' });
  });

  it('when the admin reorders, then the new order holds; an order that is not the same set is 400', async () => {
    const order = [products[4]!._id, products[2]!._id, products[0]!._id];
    const res = await api.call('PUT', '/arrivals', { token: admin, body: { productIds: order } });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(order);
    expect(ids((await api.call('GET', '/arrivals/all')).body)).toEqual(order);
    for (const productIds of [
      order.slice(1),
      [...order, products[1]!._id],
      [order[0], order[0], order[1]],
      'x',
    ]) {
      const refused = await api.call('PUT', '/arrivals', { token: admin, body: { productIds } });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)[0]).toMatch(/^productIds/);
    }
    expect(ids((await api.call('GET', '/arrivals/all')).body)).toEqual(order);
  });

  it('when a listed product becomes a draft, then visitors do not see it but the admin does', async () => {
    await api.call('PUT', `/products/${products[2]!._id}`, { token: admin, form: form({ status: 'draft' }) });
    expect(ids((await api.call('GET', '/arrivals/all')).body)).toEqual([products[4]!._id, products[0]!._id]);
    expect(ids((await api.call('GET', '/arrivals/all', { token: admin })).body)).toEqual([
      products[4]!._id,
      products[2]!._id,
      products[0]!._id,
    ]);
    await api.call('PUT', `/products/${products[2]!._id}`, {
      token: admin,
      form: form({ status: 'active' }),
    });
  });

  it('when a product is removed from the arrivals or deleted, then it leaves the list', async () => {
    const removed = await api.call('DELETE', `/arrivals/${products[2]!.slug}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual([products[4]!._id, products[0]!._id]);
    expect((await api.call('DELETE', `/arrivals/${products[2]!._id}`, { token: admin })).status).toBe(404);
    await api.call('DELETE', `/products/${products[4]!._id}`, { token: admin });
    expect(ids((await api.call('GET', '/arrivals/all', { token: admin })).body)).toEqual([products[0]!._id]);
  });
});
