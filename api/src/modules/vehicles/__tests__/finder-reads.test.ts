import {
  createVehicleFitmentBodySchema,
  type Category,
  type Product,
  type VehicleFitmentAnswer,
  type VehicleMake,
  type VehicleModel,
  type VehicleType,
} from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApi, type CatalogTestContext } from '../../../test/catalog-fixtures';
import type { TestResponse } from '../../../test/test-api';
import { CategoriesService } from '../../categories/categories.service';
import { ProductsService } from '../../products/products.service';
import { TyreRangesService } from '../../tyre-ranges/tyre-ranges.service';
import { TyreSizesService } from '../../tyre-sizes/tyre-sizes.service';
import { VehiclesService } from '../vehicles.service';

/**
 * The public finder reads keep their answers between vehicle writes: each write must be in the
 * very next read, on this instance and on another one sharing the store. Every test first reads
 * (so that the answers are kept), then writes, then reads at once.
 */
describe('the vehicle finder reads right after admin writes', () => {
  let t: CatalogTestContext;
  let motorcycle: Category;
  let car: Category;
  let front: Product;

  const ok = (res: TestResponse, status = 200) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const admin = (method: string, route: string, body?: unknown) =>
    t.api.call(method, route, { token: t.admin, body });
  const created = async (route: string, body: unknown) => ok(await admin('POST', route, body), 201);
  const addModel = (make: string, type: string, name: string, yearFrom: number) =>
    created('/vehicles/models', { make, type, name, yearFrom });
  const addFitment = (model: string, yearFrom: number, position: string, size: string) =>
    created('/vehicles/fitments', { model, yearFrom, position, size });
  const read = async (route: string) => ok(await t.api.call('GET', route));
  const types = async () =>
    ((await read('/vehicles/types')) as VehicleType[]).map((v) => `${v.slug} ${v.makes}/${v.models}`);
  const makes = async (query = '') =>
    ((await read(`/vehicles/makes${query}`)) as VehicleMake[]).map((m) => m.name);
  const models = async (query: string) => (await read(`/vehicles/models?${query}`)) as VehicleModel[];
  const fitment = async (query: string) => (await read(`/vehicles/fitment?${query}`)) as VehicleFitmentAnswer;
  const sizes = (answer: VehicleFitmentAnswer) =>
    answer.fitments.map((f) => `${f.position} ${f.yearFrom} ${f.size.key} ${f.size.products.length}`);
  /** Every public read, twice: the answers are kept from here on. */
  const warm = async () => {
    for (let i = 0; i < 2; i++) {
      await types();
      await makes();
      await makes('?type=motorcycle');
      await makes('?type=passenger-car');
      await models('make=bajaj');
      await models('make=honda');
      await fitment('model=bajaj-pulsar-150&year=2020');
      expect((await t.api.call('GET', '/vehicles/fitment?model=honda-cb-150')).status).toBeOneOf([200, 404]);
    }
  };

  beforeAll(async () => {
    t = await startCatalogApi();
    motorcycle = await created('/category', { name: 'Motorcycle', sortOrder: 1 });
    car = await created('/category', { name: 'Passenger Car', sortOrder: 2 });
    const size = await t.fx.size(motorcycle, '90/90-17');
    await t.fx.size(motorcycle, '120/80-17');
    front = await t.fx.product(motorcycle, size, { stock: '4' });
    await created('/vehicles/makes', { name: 'Bajaj' });
    await addModel('bajaj', 'motorcycle', 'Pulsar 150', 2003);
    await addFitment('bajaj-pulsar-150', 2019, 'front', '90/90-17');
  }, 60_000);
  afterAll(() => t.api.stop());

  it('when an admin adds a make, a model and fitments, then the next reads show them', async () => {
    await warm();
    expect(await types()).toEqual(['motorcycle 1/1']);
    expect(await models('make=honda')).toEqual([]);
    expect((await t.api.call('GET', '/vehicles/fitment?model=honda-cb-150')).status).toBe(404);

    await created('/vehicles/makes', { name: 'Honda' });
    await addModel('honda', 'motorcycle', 'CB 150', 2015);
    expect(await types()).toEqual(['motorcycle 2/2']);
    expect(await makes('?type=motorcycle')).toEqual(['Bajaj', 'Honda']);
    expect(await makes()).toEqual(['Bajaj', 'Honda']);
    expect((await models('make=honda')).map((m) => m.name)).toEqual(['CB 150']);
    expect((await fitment('model=honda-cb-150')).fitments).toEqual([]);

    await addFitment('honda-cb-150', 2018, 'front', '90/90-17');
    await addFitment('bajaj-pulsar-150', 2019, 'rear', '120/80-17');
    const honda = await fitment('model=honda-cb-150&year=2020');
    expect(sizes(honda)).toEqual(['front 2018 90/90-17 1']);
    expect(honda.fitments[0]!.size.products[0]!._id).toBe(front._id);
    expect(sizes(await fitment('model=bajaj-pulsar-150&year=2020'))).toEqual([
      'front 2019 90/90-17 1',
      'rear 2019 120/80-17 0',
    ]);
  });

  it('when an admin changes or deletes a make, a model or a fitment, then the next reads show it', async () => {
    await warm();
    const honda = ((await read('/vehicles/makes?type=motorcycle')) as VehicleMake[]).find(
      (m) => m.slug === 'honda',
    )!;
    ok(await admin('PUT', `/vehicles/makes/${honda._id}`, { name: 'Honda Motor' }));
    expect(await makes('?type=motorcycle')).toEqual(['Bajaj', 'Honda Motor']);
    expect((await models('make=honda'))[0]).toMatchObject({ name: 'CB 150', makeName: 'Honda Motor' });
    expect((await fitment('model=honda-cb-150')).model.makeName).toBe('Honda Motor');

    const cb = (await models('make=honda'))[0]!;
    ok(await admin('PUT', `/vehicles/models/${cb._id}`, { type: 'passenger-car' }));
    expect(await types()).toEqual(['motorcycle 1/1', 'passenger-car 1/1']);
    expect(await makes('?type=passenger-car')).toEqual(['Honda Motor']);
    expect(await models('make=honda&type=motorcycle')).toEqual([]);
    expect((await fitment('model=honda-cb-150')).model.typeSlug).toBe('passenger-car');

    const pulsar = await fitment('model=bajaj-pulsar-150&year=2020');
    const rear = pulsar.fitments.find((f) => f.position === 'rear')!;
    ok(await admin('PUT', `/vehicles/fitments/${rear._id}`, { size: '130/70-17' }));
    expect(sizes(await fitment('model=bajaj-pulsar-150&year=2020'))).toEqual([
      'front 2019 90/90-17 1',
      'rear 2019 130/70-17 0',
    ]);
    ok(await admin('DELETE', `/vehicles/fitments/${rear._id}`));
    expect(sizes(await fitment('model=bajaj-pulsar-150&year=2020'))).toEqual(['front 2019 90/90-17 1']);

    ok(await admin('DELETE', `/vehicles/models/${cb._id}`));
    expect(await types()).toEqual(['motorcycle 1/1']);
    expect(await models('make=honda')).toEqual([]);
    expect(await makes('?type=passenger-car')).toEqual([]);
    expect((await t.api.call('GET', '/vehicles/fitment?model=honda-cb-150')).status).toBe(404);
  });

  it('when a category is renamed or reordered, or fitments are imported, then the next reads show it', async () => {
    await addModel('bajaj', 'passenger-car', 'Qute', 2019);
    await warm();
    expect(await types()).toEqual(['motorcycle 1/1', 'passenger-car 1/1']);
    // the order of the categories is read at each request
    ok(await admin('PUT', `/category/${car._id}`, { sortOrder: 0 }));
    expect(await types()).toEqual(['passenger-car 1/1', 'motorcycle 1/1']);

    ok(await admin('PUT', `/category/${motorcycle._id}`, { slug: 'bike', name: 'Bike' }));
    expect(await types()).toEqual(['passenger-car 1/1', 'bike 1/1']);
    expect(await makes('?type=bike')).toEqual(['Bajaj']);
    expect(await makes('?type=motorcycle')).toEqual([]);
    expect((await models('make=bajaj&type=bike')).map((m) => [m.name, m.typeSlug, m.typeName])).toEqual([
      ['Pulsar 150', 'bike', 'Bike'],
    ]);
    expect((await fitment('model=bajaj-pulsar-150')).model.typeSlug).toBe('bike');

    const csv = new FormData();
    csv.append(
      'file',
      new Blob([
        'make,model,yearFrom,yearTo,position,size,alternatives\r\nBajaj,Pulsar 150,2019,,rear,120/80-17,\r\n',
      ]),
      'fitments.csv',
    );
    ok(await t.api.call('POST', '/vehicles/fitments/import', { token: t.admin, form: csv }));
    expect(sizes(await fitment('model=bajaj-pulsar-150&year=2020'))).toEqual([
      'front 2019 90/90-17 1',
      'rear 2019 120/80-17 0',
    ]);
  });

  it('when another instance shares the store, then a write through either is in the next read of the other', async () => {
    const { store, files } = t.api.server.ctx;
    const categories = new CategoriesService(store);
    const ranges = new TyreRangesService(store, files, categories);
    const tyreSizes = new TyreSizesService(store, categories);
    const products = new ProductsService(store, files, { categories, ranges, sizes: tyreSizes });
    const other = new VehiclesService(store, { categories, sizes: tyreSizes, products: products.bySize });
    const otherModels = async () =>
      (
        JSON.parse(
          (await other.finder.listModels({ make: 'bajaj', type: 'bike' })).toString(),
        ) as VehicleModel[]
      ).map((m) => m.name);
    const discover = () => other.finder.fitment({ model: 'bajaj-discover-125', year: 2020, perSize: 8 });

    await warm();
    for (let i = 0; i < 2; i++) {
      expect(await otherModels()).toEqual(['Pulsar 150']);
      await expect(discover()).rejects.toMatchObject({ status: 404 });
    }
    await addModel('bajaj', 'bike', 'Discover 125', 2009);
    expect(await otherModels()).toEqual(['Discover 125', 'Pulsar 150']);
    expect((await other.finder.types()).map((v) => `${v.slug} ${v.makes}/${v.models}`)).toEqual([
      'passenger-car 1/1',
      'bike 1/2',
    ]);
    expect((await discover()).fitments).toEqual([]);

    // and back: this instance has kept its answers of Discover 125 without fitments
    expect((await fitment('model=bajaj-discover-125&year=2020')).fitments).toEqual([]);
    await other.admin.createFitment(
      createVehicleFitmentBodySchema.parse({
        model: 'bajaj-discover-125',
        yearFrom: 2009,
        position: 'front',
        size: '90/90-17',
      }),
    );
    expect(sizes(await fitment('model=bajaj-discover-125&year=2020'))).toEqual(['front 2009 90/90-17 1']);
  });
});
