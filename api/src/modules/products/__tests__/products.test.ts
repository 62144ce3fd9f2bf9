import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AuthResponse, Category, Product, ProductCard, TyreRange, TyreSize } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startCatalogApi, type CatalogFixtures } from '../../../test/catalog-fixtures';
import { expectPreview } from '../../../test/preview';
import { pdfBytes, pngBytes, type TestApi } from '../../../test/test-api';

describe('products', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  let fx: CatalogFixtures;
  let moto: Category;
  let car: Category;
  let size17: TyreSize;
  let carSize: TyreSize;
  let range: TyreRange;
  beforeAll(async () => {
    ({ api, admin, customer, fx } = await startCatalogApi());
    moto = await fx.category('Motorcycle');
    car = await fx.category('Passenger Car');
    size17 = await fx.size(moto, '90/90-17');
    carSize = await fx.size(car, '195/65 R15');
    range = await fx.range(moto, 'RoadGrip');
  });
  afterAll(() => api.stop());

  const storedFiles = () => fs.readdirSync(path.join(api.dataDir, 'files', 'public')).length;
  const fileStatus = async (name: string) => (await api.call('GET', `/files/${name}`)).status;
  const create = async (
    fields: Record<string, string | string[]>,
    files?: Record<string, Buffer | Buffer[]>,
  ) =>
    api.call('POST', '/products', {
      token: admin,
      form: form(fx.productFields(moto, size17, fields), files ?? { thumbnail: await pngBytes() }),
    });

  it('when writes come without a token or from a customer, then 401 and 403', async () => {
    const product = await fx.product(moto, size17);
    const body = form(fx.productFields(moto, size17), { thumbnail: await pngBytes() });
    expect((await api.call('POST', '/products', { form: body })).status).toBe(401);
    expect((await api.call('POST', '/products', { token: customer.token, form: body })).status).toBe(403);
    expect(
      (
        await api.call('PUT', `/products/${product.slug}`, {
          token: customer.token,
          form: form({ stock: '1' }),
        })
      ).status,
    ).toBe(403);
    expect((await api.call('DELETE', `/products/${product.slug}`)).status).toBe(401);
    expect((await api.call('DELETE', `/products/${product.slug}`, { token: customer.token })).status).toBe(
      403,
    );
  });

  it('when an admin creates a product, then the server computes price and slug, takes the rim from the size and makes image sizes', async () => {
    const res = await api.call('POST', '/products', {
      token: admin,
      form: form(
        fx.productFields(moto, size17, {
          title: 'RoadGrip 90/90-17 TT',
          range: range.slug,
          regularPrice: '2650',
          discountPrice: '200',
          price: '1',
          rim: '21',
          createdAt: '2000-01-01',
          loadIndex: '49',
          speedRating: 'p',
          plyRating: '4',
          pattern: 'RG-100',
          features: ['Long life', 'Tube type'],
        }),
        { thumbnail: await pngBytes(1200, 900), images: [await pngBytes(), await pngBytes()] },
      ),
    });
    expect(res.status).toBe(201);
    const p = res.body as Product;
    expect(p).toMatchObject({
      title: 'RoadGrip 90/90-17 TT',
      slug: 'roadgrip-90-90-17-tt',
      regularPrice: 2650,
      discountPrice: 200,
      price: 2450,
      rim: 17,
      sizeId: size17._id,
      sizeLabel: '90/90-17',
      categoryId: moto._id,
      categoryName: 'Motorcycle',
      rangeId: range._id,
      rangeName: 'RoadGrip',
      loadIndex: '49',
      speedRating: 'P',
      plyRating: 4,
      pattern: 'RG-100',
      features: ['Long life', 'Tube type'],
      status: 'active',
      stock: 10,
      shippingInsideDhaka: 80,
      shippingOutsideDhaka: 150,
    });
    expect(p.createdAt).not.toMatch(/^2000/);
    expect(p.thumbnailImage).toBe(p.thumbnail.thumb);
    expect(p.images).toHaveLength(2);
    const card = await fetch(`${api.base}/files/${p.thumbnailImage}`);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
      format: 'webp',
    });
    const detail = await fetch(`${api.base}/files/${p.thumbnail.detail}`);
    expect((await sharp(Buffer.from(await detail.arrayBuffer())).metadata()).width).toBe(1000);
  });

  it('when an admin creates a product, then its thumbnail and gallery pictures get a 1200 x 630 WebP preview on the brand green', async () => {
    const created = await fx.product(
      moto,
      size17,
      {},
      { thumbnail: await pngBytes(1200, 900), images: [await pngBytes(640, 480)] },
    );
    await expectPreview(api, created.thumbnail.preview);
    await expectPreview(api, created.images[0]!.preview);
    const read = (await api.call('GET', `/products/${created.slug}`)).body as Product;
    expect(read.thumbnail.preview).toBe(created.thumbnail.preview);
  });

  it('when the discount is not below the regular price, then 400 on discountPrice, on create and on update, and nothing changes', async () => {
    const files = storedFiles();
    const equal = await create({ regularPrice: '2000', discountPrice: '2000' });
    expect(equal.status).toBe(400);
    expect(equal.body.fields).toEqual({ discountPrice: 'must be less than the regular price' });
    expect(storedFiles()).toBe(files);
    const product = await fx.product(moto, size17, { regularPrice: '3000', discountPrice: '500' });
    const lower = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({ regularPrice: '500' }),
    });
    expect(lower.status).toBe(400);
    expect(lower.body.fields).toEqual({ discountPrice: 'must be less than the regular price' });
    expect((await api.call('GET', `/products/${product._id}`)).body).toMatchObject({
      regularPrice: 3000,
      discountPrice: 500,
      price: 2500,
    });
    const ok = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({ regularPrice: '3500' }),
    });
    expect(ok.body).toMatchObject({ regularPrice: 3500, discountPrice: 500, price: 3000 });
    const negative = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({ discountPrice: '-1' }),
    });
    expect(negative.body.fields).toEqual({ discountPrice: 'must be 0 or more' });
  });

  it('when the body is bad, then 400 names every field and no file is kept', async () => {
    const files = storedFiles();
    const res = await api.call('POST', '/products', {
      token: admin,
      form: form(
        {
          title: ['One', 'Two'],
          category: 'motorcycle',
          tyreSize: 'nope',
          construction: 'steel',
          tubeType: 'tl',
          regularPrice: 'cheap',
          stock: '1.5',
          speedRating: 'X',
        },
        { thumbnail: await pngBytes() },
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: 'must be text',
      tyreSize: 'must be a 24-character hex id',
      construction: 'must be radial or bias',
      tubeType: 'must be TL (tubeless) or TT (tube type)',
      regularPrice: 'must be a number',
      stock: 'must be a whole number',
      shippingInsideDhaka: 'is required',
      speedRating: expect.stringMatching(/must be one of/),
    });
    expect(storedFiles()).toBe(files);
  });

  it('when the thumbnail is missing, the size or range is of another category, then 400 names the field', async () => {
    const files = storedFiles();
    const noThumb = await create({}, {});
    expect(noThumb.status).toBe(400);
    expect(noThumb.body.fields).toEqual({ thumbnail: 'is required' });
    const wrongSize = await create({ tyreSize: carSize._id });
    expect(wrongSize.body.fields).toEqual({ tyreSize: 'is not a size of Motorcycle' });
    const carRange = await fx.range(car, 'Comfort');
    const wrongRange = await create({ range: carRange.slug });
    expect(wrongRange.body.fields).toEqual({ range: 'is not a range of Motorcycle' });
    const missingSize = await create({ tyreSize: 'a'.repeat(24) });
    expect(missingSize.body.fields).toEqual({ tyreSize: 'does not exist' });
    expect(storedFiles()).toBe(files);
  });

  it('when an upload is not an image or is too large, then 415 or 413 and nothing is saved', async () => {
    const files = storedFiles();
    const pdf = await create({}, { thumbnail: pdfBytes() });
    expect(pdf.status).toBe(415);
    const fake = await create(
      {},
      { thumbnail: await pngBytes(), images: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')] },
    );
    expect(fake.status).toBe(415);
    expect(fake.body.fields).toEqual({ images: 'must be a JPEG, PNG or WebP image' });
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(8 * 1024 * 1024)]);
    const large = await create({}, { thumbnail: big });
    expect(large.status).toBe(413);
    const tooMany = await create(
      {},
      { thumbnail: await pngBytes(), images: Array.from({ length: 7 }, () => Buffer.from('x')) },
    );
    expect(tooMany.status).toBe(413);
    expect(storedFiles()).toBe(files);
  });

  it('when a given slug is taken, then 409; a generated one gets a number', async () => {
    const first = await fx.product(moto, size17, { title: 'Same Title' });
    expect(first.slug).toBe('same-title');
    const clash = await create({ title: 'Other', slug: 'same-title' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ slug: 'is already used' });
    expect((await fx.product(moto, size17, { title: 'Same Title' })).slug).toBe('same-title-2');
    const other = await fx.product(moto, size17);
    const put = await api.call('PUT', `/products/${other.slug}`, {
      token: admin,
      form: form({ slug: 'same-title' }),
    });
    expect(put.status).toBe(409);
  });

  it('when a product is a draft, then visitors and customers neither list nor open it; the admin does', async () => {
    const draft = await fx.product(moto, size17, { title: 'Hidden Draft', status: 'draft' });
    const visitorList = await api.call('GET', '/products?size=48&search=Hidden');
    expect(visitorList.body).toEqual([]);
    expect(visitorList.headers.get('x-total-count')).toBe('0');
    expect((await api.call('GET', `/products/${draft.slug}`)).status).toBe(404);
    expect((await api.call('GET', `/products/${draft._id}`, { token: customer.token })).status).toBe(404);
    expect(
      (await api.call('GET', '/products?status=draft', { token: customer.token })).body.some(
        (p: ProductCard) => p._id === draft._id,
      ),
    ).toBe(false);
    expect((await api.call('GET', `/products/${draft.slug}`, { token: admin })).status).toBe(200);
    const adminDrafts = await api.call('GET', '/products?status=draft&size=48', { token: admin });
    expect(adminDrafts.body.map((p: ProductCard) => p._id)).toContain(draft._id);
    expect(adminDrafts.body.every((p: ProductCard) => p.status === 'draft')).toBe(true);
    const published = await api.call('PUT', `/products/${draft._id}`, {
      token: admin,
      form: form({ status: 'active' }),
    });
    expect(published.body.status).toBe('active');
    expect((await api.call('GET', `/products/${draft.slug}`)).status).toBe(200);
  });

  it('when products are listed, then search, category, range, sort and paging apply, with the total in X-Total-Count', async () => {
    const cat = await fx.category('Listing');
    const size = await fx.size(cat, '4.00-8');
    const r = await fx.range(cat, 'Autoline');
    for (const [title, price] of [
      ['Lister Alpha', 3000],
      ['Lister Beta', 1000],
      ['Lister Gamma', 2000],
    ] as const) {
      await fx.product(cat, size, { title, regularPrice: String(price), range: r._id });
    }
    await fx.product(cat, size, { title: 'Lister Delta', regularPrice: '500' });
    const byCat = await api.call('GET', `/products?category=${cat.slug}&sort=price-asc`);
    expect(byCat.headers.get('x-total-count')).toBe('4');
    expect(byCat.body.map((p: ProductCard) => p.price)).toEqual([500, 1000, 2000, 3000]);
    const desc = await api.call('GET', `/products?category=${cat._id}&sort=price-desc&size=2&page=1`);
    expect(desc.body.map((p: ProductCard) => p.title)).toEqual(['Lister Beta', 'Lister Delta']);
    expect(desc.headers.get('x-total-count')).toBe('4');
    const byRange = await api.call('GET', `/products?range=${r.slug}&sort=title`);
    expect(byRange.body.map((p: ProductCard) => p.title)).toEqual([
      'Lister Alpha',
      'Lister Beta',
      'Lister Gamma',
    ]);
    const newest = await api.call('GET', `/products?category=${cat.slug}`);
    expect(newest.body[0].title).toBe('Lister Delta');
    const search = await api.call('GET', '/products?search=lister g');
    expect(search.body.map((p: ProductCard) => p.title)).toEqual(['Lister Gamma']);
    const bySize = await api.call('GET', `/products?search=4.00-8&tyreSize=${size._id}`);
    expect(bySize.headers.get('x-total-count')).toBe('4');
    expect((await api.call('GET', '/products?search=.*')).body).toEqual([]);
    expect((await api.call('GET', '/products?category=no-such')).body).toEqual([]);
    const card = byCat.body[0] as Record<string, unknown>;
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'slug',
        'title',
        'titleBn',
        'thumbnailImage',
        'regularPrice',
        'discountPrice',
        'price',
        'stock',
        'status',
        'categoryName',
        'categoryNameBn',
        'categorySlug',
        'rangeName',
        'rangeNameBn',
        'sizeLabel',
        'rim',
        'construction',
        'tubeType',
        'updatedAt',
      ].sort(),
    );
  });

  it('when list parameters are bad, then 400 names them', async () => {
    const res = await api.call('GET', '/products?size=49&page=-1&sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      size: 'must be 48 or less',
      page: 'must be 0 or more',
      sort: 'must be newest, price-asc, price-desc or title',
    });
    expect((await api.call('GET', '/products?search=a&search=b')).body.fields).toEqual({
      search: 'must be text',
    });
    expect((await api.call('GET', '/products/Bad_Slug!')).status).toBe(400);
    expect((await api.call('GET', '/products/no-such-product')).status).toBe(404);
  });

  it('when a product gets a new thumbnail and gallery, then the old files are removed and the rest is unchanged', async () => {
    const product = await fx.product(
      moto,
      size17,
      { features: ['Keep me'] },
      { thumbnail: await pngBytes(), images: [await pngBytes()] },
    );
    const res = await api.call('PUT', `/products/${product.slug}`, {
      token: admin,
      form: form(
        { title: 'Renamed Tyre', stock: '0' },
        { thumbnail: await pngBytes(300, 300), images: [await pngBytes(), await pngBytes()] },
      ),
    });
    expect(res.status).toBe(200);
    const after = res.body as Product;
    expect(after).toMatchObject({
      title: 'Renamed Tyre',
      stock: 0,
      slug: product.slug,
      features: ['Keep me'],
      price: product.price,
    });
    expect(after.images).toHaveLength(2);
    // the previews are among the replaced files
    expect(product.thumbnail.preview).toMatch(/-preview\.webp$/);
    expect(product.images[0]!.preview).toMatch(/-preview\.webp$/);
    for (const set of [product.thumbnail, ...product.images]) {
      for (const name of Object.values(set)) expect(await fileStatus(name)).toBe(404);
    }
    for (const name of Object.values(after.thumbnail)) expect(await fileStatus(name)).toBe(200);
  });

  it('when keepImages names some gallery pictures, then only those stay, new ones follow them, and the dropped files are removed', async () => {
    const product = await fx.product(
      moto,
      size17,
      {},
      { thumbnail: await pngBytes(), images: [await pngBytes(), await pngBytes(), await pngBytes()] },
    );
    const [first, second, third] = product.images;
    const res = await api.call('PUT', `/products/${product.slug}`, {
      token: admin,
      form: form({ keepImages: [third!.full, first!.full] }, { images: [await pngBytes()] }),
    });
    expect(res.status).toBe(200);
    const after = res.body as Product;
    expect(after.images.slice(0, 2)).toEqual([first, third]);
    expect(after.images).toHaveLength(3);
    for (const name of Object.values(second!)) expect(await fileStatus(name)).toBe(404);
    for (const name of Object.values(first!)) expect(await fileStatus(name)).toBe(200);

    const cleared = await api.call('PUT', `/products/${product.slug}`, {
      token: admin,
      form: form({ keepImages: '' }),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.images).toEqual([]);
    for (const name of Object.values(first!)) expect(await fileStatus(name)).toBe(404);
  });

  it('when kept and new gallery pictures would be more than 6, then 400 and nothing changes', async () => {
    const product = await fx.product(
      moto,
      size17,
      {},
      { thumbnail: await pngBytes(), images: [await pngBytes(), await pngBytes()] },
    );
    const res = await api.call('PUT', `/products/${product.slug}`, {
      token: admin,
      form: form(
        { keepImages: product.images.map((i) => i.full) },
        { images: await Promise.all(Array.from({ length: 5 }, () => pngBytes())) },
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.images).toMatch(/at most 6/);
    const same = await api.call('GET', `/products/${product.slug}`, { token: admin });
    expect(same.body.images).toEqual(product.images);
  });

  it('when an update is refused, then no new file is kept and the product keeps its images', async () => {
    const product = await fx.product(moto, size17);
    const files = storedFiles();
    const res = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({ tyreSize: carSize._id }, { thumbnail: await pngBytes() }),
    });
    expect(res.status).toBe(400);
    expect(storedFiles()).toBe(files);
    expect(await fileStatus(product.thumbnailImage)).toBe(200);
    expect(
      (await api.call('PUT', '/products/no-such-product', { token: admin, form: form({ stock: '1' }) }))
        .status,
    ).toBe(404);
  });

  it('when a product moves to another category with a size of it, then rim and labels follow', async () => {
    const product = await fx.product(moto, size17, { range: range.slug });
    const res = await api.call('PUT', `/products/${product._id}`, {
      token: admin,
      form: form({
        category: car.slug,
        tyreSize: carSize._id,
        range: '',
        construction: 'radial',
        tubeType: 'TL',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      categoryId: car._id,
      sizeLabel: '195/65 R15',
      rim: 15,
      rangeId: null,
      construction: 'radial',
    });
  });

  it('when a product is deleted, then its images are removed and it is gone', async () => {
    const product = await fx.product(
      moto,
      size17,
      {},
      { thumbnail: await pngBytes(), images: [await pngBytes()] },
    );
    const del = await api.call('DELETE', `/products/${product._id}`, { token: admin });
    expect(del.body).toEqual({ message: 'Product deleted' });
    expect(product.thumbnail.preview).toMatch(/-preview\.webp$/);
    for (const set of [product.thumbnail, ...product.images]) {
      for (const name of Object.values(set)) expect(await fileStatus(name)).toBe(404);
    }
    expect((await api.call('GET', `/products/${product._id}`, { token: admin })).status).toBe(404);
    expect((await api.call('DELETE', `/products/${product._id}`, { token: admin })).status).toBe(404);
  });

  it('when two edits of one product race, each with a new thumbnail, then the stored record keeps the price rules and only its own files stay', async () => {
    const publicFiles = () => new Set(fs.readdirSync(path.join(api.dataDir, 'files', 'public')));
    for (let round = 0; round < 3; round++) {
      const before = publicFiles();
      const product = await fx.product(moto, size17, { regularPrice: '1000', discountPrice: '0' });
      const edit = async (fields: Record<string, string>) =>
        api.call('PUT', `/products/${product.slug}`, {
          token: admin,
          form: form(fields, { thumbnail: await pngBytes(300 + round, 200) }),
        });
      const results = await Promise.all([edit({ discountPrice: '900' }), edit({ regularPrice: '500' })]);
      // The later edit is checked against the earlier one's result: it breaks the rule, so 400.
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const stored = (await api.call('GET', `/products/${product._id}`, { token: admin })).body as Product;
      expect(stored.discountPrice).toBeLessThan(stored.regularPrice);
      expect(stored.price).toBe(stored.regularPrice - stored.discountPrice);
      // The write version stays inside the API.
      expect(stored).not.toHaveProperty('version');
      const added = [...publicFiles()].filter((name) => !before.has(name)).sort();
      const referenced = [stored.thumbnail, ...stored.images].flatMap((set) => [
        set.full,
        set.thumb,
        set.detail,
        set.preview,
      ]);
      expect(added).toEqual(referenced.sort());
    }
  });
});
