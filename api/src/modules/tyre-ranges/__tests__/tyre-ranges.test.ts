import sharp from 'sharp';
import type { AuthResponse, Category } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import { expectPreview } from '../../../test/preview';
import { pdfBytes, pngBytes, type TestApi } from '../../../test/test-api';

describe('tyre ranges', () => {
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

  const fileStatus = async (name: string) => (await api.call('GET', `/files/${name}`)).status;

  it('when writes come without a token or from a customer, then 401 and 403', async () => {
    const range = await fx.range(moto);
    const body = () => form({ name: 'Nope', category: 'motorcycle' });
    expect((await api.call('POST', '/tires', { form: body() })).status).toBe(401);
    expect((await api.call('POST', '/tires', { token: customer.token, form: body() })).status).toBe(403);
    expect(
      (await api.call('PUT', `/tires/${range.slug}`, { token: customer.token, form: body() })).status,
    ).toBe(403);
    expect((await api.call('DELETE', `/tires/${range.slug}`, { token: customer.token })).status).toBe(403);
  });

  it('when an admin creates a range with an image, then it gets a slug, its features and card and detail sizes', async () => {
    const res = await api.call('POST', '/tires', {
      token: admin,
      form: form(
        {
          name: 'Road Grip',
          category: moto._id,
          description: 'Commuter tyre',
          features: ['Long life', 'Wet grip', ''],
          extra: 'dropped',
        },
        { image: await pngBytes(1400, 1000) },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Road Grip',
      slug: 'road-grip',
      categoryId: moto._id,
      categoryName: 'Motorcycle',
      description: 'Commuter tyre',
      features: ['Long life', 'Wet grip'],
    });
    expect(res.body.extra).toBeUndefined();
    const card = await fetch(`${api.base}/files/${res.body.image.thumb}`);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    const detail = await fetch(`${api.base}/files/${res.body.image.detail}`);
    expect((await sharp(Buffer.from(await detail.arrayBuffer())).metadata()).width).toBe(1000);
    expect(await fileStatus(res.body.image.full)).toBe(200);
  });

  it('when an admin creates a range with an image, then a 1200 x 630 WebP preview on the brand green is made for link cards', async () => {
    const res = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Preview Grip', category: moto._id }, { image: await pngBytes(300, 400) }),
    });
    expect(res.status).toBe(201);
    await expectPreview(api, res.body.image.preview);
    expect((await api.call('GET', `/tires/${res.body.slug}`)).body.image.preview).toBe(
      res.body.image.preview,
    );
  });

  it('when one feature is sent, then it is a one-item list; without an image the image is null', async () => {
    const res = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Solo', category: 'motorcycle', features: 'Only one' }),
    });
    expect(res.body).toMatchObject({ features: ['Only one'], image: null, description: '' });
  });

  it('when the body is bad, then 400 names the fields; JSON instead of a form is 415', async () => {
    const res = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: ['A', 'B'], category: 'no-such' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ name: 'must be text' });
    const noCat = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Fine name', category: 'no-such' }),
    });
    expect(noCat.body.fields).toEqual({ category: 'does not exist' });
    const tooMany = await api.call('POST', '/tires', {
      token: admin,
      form: form({
        name: 'Many',
        category: 'motorcycle',
        features: Array.from({ length: 13 }, (_, i) => `f${i}`),
      }),
    });
    expect(tooMany.body.fields.features).toMatch(/at most 12/);
    const json = await api.call('POST', '/tires', {
      token: admin,
      body: { name: 'Json', category: 'motorcycle' },
    });
    expect(json.status).toBe(415);
  });

  it('when the image is not an image or too large, then 415 or 413 and nothing is created', async () => {
    const before = (await api.call('GET', '/tires')).body.length;
    const pdf = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Pdf range', category: 'motorcycle' }, { image: pdfBytes() }),
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body.fields).toEqual({ image: 'must be a JPEG, PNG or WebP image' });
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(8 * 1024 * 1024 + 1)]);
    const large = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Big range', category: 'motorcycle' }, { image: big }),
    });
    expect(large.status).toBe(413);
    expect((await api.call('GET', '/tires')).body.length).toBe(before);
  });

  it('when the slug is given and taken, then 409; a name clash without a slug gets a numbered slug', async () => {
    const first = await fx.range(moto, 'Twin');
    const clash = await api.call('POST', '/tires', {
      token: admin,
      form: form({ name: 'Other', slug: first.slug, category: 'motorcycle' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ slug: 'is already used' });
    expect((await fx.range(moto, 'Twin')).slug).toBe('twin-2');
  });

  it('when ranges are listed, then everyone gets them by name, filtered by category, and one by slug or id', async () => {
    await fx.range(car, 'Comfort');
    const all = await api.call('GET', '/tires');
    const names = all.body.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    const cars = await api.call('GET', '/tires?category=passenger-car');
    expect(cars.body.map((r: { name: string }) => r.name)).toEqual(['Comfort']);
    expect((await api.call('GET', '/tires?category=nothing')).body).toEqual([]);
    const one = cars.body[0];
    expect((await api.call('GET', `/tires/${one._id}`)).body.slug).toBe('comfort');
    expect((await api.call('GET', '/tires/comfort')).body._id).toBe(one._id);
    expect((await api.call('GET', '/tires/missing-range')).status).toBe(404);
  });

  it('when a range gets a new image and name, then the old image files are removed and products show the new name', async () => {
    const range = await fx.range(moto, 'Before', await pngBytes());
    const size = await fx.size(moto, '2.75-17');
    const product = await fx.product(moto, size, { range: range.slug });
    expect(product).toMatchObject({ rangeId: range._id, rangeName: 'Before', rangeSlug: 'before' });
    const res = await api.call('PUT', `/tires/${range._id}`, {
      token: admin,
      form: form({ name: 'After', slug: 'after', features: '' }, { image: await pngBytes(500, 500) }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'After', slug: 'after', features: [], categoryId: moto._id });
    expect(res.body.image.full).not.toBe(range.image!.full);
    expect(range.image!.preview).toMatch(/-preview\.webp$/);
    for (const name of Object.values(range.image!)) expect(await fileStatus(name)).toBe(404);
    expect(await fileStatus(res.body.image.thumb)).toBe(200);
    await expectPreview(api, res.body.image.preview);
    expect((await api.call('GET', `/products/${product._id}`)).body).toMatchObject({
      rangeName: 'After',
      rangeSlug: 'after',
    });
    const move = await api.call('PUT', '/tires/after', {
      token: admin,
      form: form({ category: 'passenger-car' }),
    });
    expect(move.status).toBe(409);
  });

  it('when a range is in use, then delete is refused (409); unused, it is deleted with its image', async () => {
    const range = await fx.range(moto, 'In use');
    const size = await fx.size(moto, '3.00-17');
    const product = await fx.product(moto, size, { range: range._id });
    expect((await api.call('DELETE', `/tires/${range.slug}`, { token: admin })).status).toBe(409);
    // Clearing the product's range frees it.
    const cleared = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({ range: '' }),
    });
    expect(cleared.body).toMatchObject({ rangeId: null, rangeName: null, rangeSlug: null });
    const withImage = await fx.range(moto, 'Gone', await pngBytes());
    expect((await api.call('DELETE', `/tires/${range.slug}`, { token: admin })).status).toBe(200);
    const del = await api.call('DELETE', `/tires/${withImage.slug}`, { token: admin });
    expect(del.body).toEqual({ message: 'Tyre range deleted' });
    for (const name of Object.values(withImage.image!)) expect(await fileStatus(name)).toBe(404);
    expect((await api.call('GET', `/tires/${withImage._id}`)).status).toBe(404);
  });
});
