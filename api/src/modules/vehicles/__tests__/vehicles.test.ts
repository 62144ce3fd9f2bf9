import type {
  Category,
  Product,
  ProductCard,
  TyreSize,
  VehicleFit,
  VehicleFitment,
  VehicleFitmentAnswer,
  VehicleMake,
  VehicleModel,
  VehicleType,
} from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogApi, type CatalogTestContext } from '../../../test/catalog-fixtures';
import { pngBytes, type TestResponse } from '../../../test/test-api';

/** A multipart form with the CSV in `file`. */
function csvForm(text: string | Buffer, mode?: string): FormData {
  const fd = new FormData();
  if (mode) fd.append('mode', mode);
  fd.append('file', new Blob([typeof text === 'string' ? text : new Uint8Array(text)]), 'fitments.csv');
  return fd;
}

const HEADER = 'make,model,yearFrom,yearTo,position,size,alternatives';

describe('vehicles', () => {
  let t: CatalogTestContext;
  let motorcycle: Category;
  let car: Category;
  const sizes: Record<string, TyreSize> = {};
  const products: Record<string, Product> = {};
  let bajaj: VehicleMake;
  let pulsar: VehicleModel;

  const as = (token?: string) => ({ token });
  const ok = (res: TestResponse, status = 200) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const admin = (method: string, route: string, body?: unknown) =>
    t.api.call(method, route, { token: t.admin, body });
  const allFitments = async (query = '') =>
    ok(await t.api.call('GET', `/vehicles/fitments?size=100${query}`, as(t.admin))) as VehicleFitment[];

  beforeAll(async () => {
    t = await startCatalogApi();
    motorcycle = ok(await admin('POST', '/category', { name: 'Motorcycle', sortOrder: 1 }), 201);
    car = ok(await admin('POST', '/category', { name: 'Passenger Car', sortOrder: 2 }), 201);
    await t.fx.category('Truck');
    for (const label of ['90/90-17', '120/80-17', '100/90-17'])
      sizes[label] = await t.fx.size(motorcycle, label);
    sizes['185/65 R15'] = await t.fx.size(car, '185/65 R15');
    const png = await pngBytes();
    const product = async (
      key: string,
      label: string,
      category: Category,
      fields: Record<string, string>,
    ) => {
      products[key] = await t.fx.product(
        category,
        sizes[label]!,
        { title: `Grip ${key} ${label}`, ...fields },
        {
          thumbnail: png,
        },
      );
    };
    await product('front-stocked', '90/90-17', motorcycle, { stock: '10' });
    await product('front-out', '90/90-17', motorcycle, { stock: '0' });
    await product('front-draft', '90/90-17', motorcycle, { stock: '9', status: 'draft' });
    await product('rear', '120/80-17', motorcycle, { stock: '5' });
    await product('rear-old', '100/90-17', motorcycle, { stock: '3' });
    await product('car', '185/65 R15', car, { stock: '4' });

    bajaj = ok(await admin('POST', '/vehicles/makes', { name: 'Bajaj', nameBn: 'বাজাজ' }), 201);
    const toyota = ok(await admin('POST', '/vehicles/makes', { name: 'Toyota', nameBn: 'টয়োটা' }), 201);
    pulsar = ok(
      await admin('POST', '/vehicles/models', {
        make: 'bajaj',
        type: 'motorcycle',
        name: 'Pulsar 150',
        nameBn: 'পালসার ১৫০',
        yearFrom: 2003,
        generations: [{ name: 'Twin Disc', yearFrom: 2019 }],
      }),
      201,
    );
    const axio = ok(
      await admin('POST', '/vehicles/models', {
        make: toyota._id,
        type: 'passenger-car',
        name: 'Axio',
        yearFrom: 2006,
      }),
      201,
    );
    const fitment = async (body: Record<string, unknown>) =>
      ok(await admin('POST', '/vehicles/fitments', body), 201);
    // sizes written as makers and people write them: one key each
    await fitment({ model: pulsar.slug, yearFrom: 2019, position: 'front', size: '90/90 - 17' });
    await fitment({
      model: pulsar.slug,
      yearFrom: 2019,
      position: 'rear',
      size: '120/80x17',
      alternatives: ['100/90-17'],
    });
    await fitment({ model: pulsar.slug, yearFrom: 2003, yearTo: 2018, position: 'front', size: '2.75-17' });
    await fitment({ model: pulsar.slug, yearFrom: 2003, yearTo: 2018, position: 'rear', size: '100/90 17' });
    await fitment({ model: axio._id, yearFrom: 2006, position: 'all', size: '185/65R15' });
  }, 60_000);
  afterAll(() => t.api.stop());

  describe('reads', () => {
    it('when a visitor asks for the types, then the categories with models come in menu order with their counts', async () => {
      const types = ok(await t.api.call('GET', '/vehicles/types')) as VehicleType[];
      expect(types).toEqual([
        { _id: motorcycle._id, slug: 'motorcycle', name: 'Motorcycle', nameBn: '', makes: 1, models: 1 },
        { _id: car._id, slug: 'passenger-car', name: 'Passenger Car', nameBn: '', makes: 1, models: 1 },
      ]);
    });

    it('when a visitor asks for the makes of a type, then only makes with models of that type come', async () => {
      const makes = ok(await t.api.call('GET', '/vehicles/makes?type=motorcycle')) as VehicleMake[];
      expect(makes.map((m) => m.name)).toEqual(['Bajaj']);
      expect(makes[0]).toMatchObject({
        slug: 'bajaj',
        nameBn: 'বাজাজ',
        types: ['motorcycle'],
        modelCount: 1,
      });
      expect((ok(await t.api.call('GET', '/vehicles/makes')) as VehicleMake[]).map((m) => m.name)).toEqual([
        'Bajaj',
        'Toyota',
      ]);
      expect(ok(await t.api.call('GET', '/vehicles/makes?type=truck'))).toEqual([]);
      expect(ok(await t.api.call('GET', '/vehicles/makes?type=no-such-type'))).toEqual([]);
    });

    it("when a visitor asks for a make's models, then they come by name, narrowed by type when given", async () => {
      const models = ok(await t.api.call('GET', '/vehicles/models?make=bajaj')) as VehicleModel[];
      expect(models).toHaveLength(1);
      expect(models[0]).toMatchObject({
        slug: 'bajaj-pulsar-150',
        name: 'Pulsar 150',
        nameBn: 'পালসার ১৫০',
        makeSlug: 'bajaj',
        makeName: 'Bajaj',
        makeNameBn: 'বাজাজ',
        typeSlug: 'motorcycle',
        yearFrom: 2003,
        yearTo: null,
        generations: [{ name: 'Twin Disc', yearFrom: 2019, yearTo: null }],
      });
      expect(ok(await t.api.call('GET', `/vehicles/models?make=${bajaj._id}&type=passenger-car`))).toEqual(
        [],
      );
      expect(ok(await t.api.call('GET', '/vehicles/models?make=nobody'))).toEqual([]);
      const missing = await t.api.call('GET', '/vehicles/models');
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ make: 'is required' });
    });

    it('when a visitor asks for the fitment of a model and year, then each position has its sizes and only active products, in stock first', async () => {
      const answer = ok(
        await t.api.call('GET', '/vehicles/fitment?model=bajaj-pulsar-150&year=2020'),
      ) as VehicleFitmentAnswer;
      expect(answer.model.slug).toBe('bajaj-pulsar-150');
      expect(answer.year).toBe(2020);
      expect(answer.fitments.map((f) => [f.position, f.size.label, f.size.key])).toEqual([
        ['front', '90/90 - 17', '90/90-17'],
        ['rear', '120/80x17', '120/80-17'],
      ]);
      const [front, rear] = answer.fitments;
      // the newer product is out of stock: the stocked one comes first; the draft never
      expect(front!.size.products.map((p: ProductCard) => p._id)).toEqual([
        products['front-stocked']!._id,
        products['front-out']!._id,
      ]);
      expect(front!.size).toMatchObject({ total: 2, rim: 17, tyreSizeIds: [sizes['90/90-17']!._id] });
      expect(rear!.size.products.map((p) => p._id)).toEqual([products.rear!._id]);
      expect(rear!.alternatives).toHaveLength(1);
      expect(rear!.alternatives[0]).toMatchObject({ label: '100/90-17', total: 1 });
      expect(rear!.alternatives[0]!.products[0]!._id).toBe(products['rear-old']!._id);

      const limited = ok(
        await t.api.call('GET', '/vehicles/fitment?model=bajaj-pulsar-150&year=2020&perSize=1'),
      ) as VehicleFitmentAnswer;
      expect(limited.fitments[0]!.size.products).toHaveLength(1);
      expect(limited.fitments[0]!.size.total).toBe(2);
    });

    it('when the year is an older range or none, then that range or every range comes; a size the catalogue lacks has no products', async () => {
      const old = ok(
        await t.api.call('GET', `/vehicles/fitment?model=${pulsar._id}&year=2010`),
      ) as VehicleFitmentAnswer;
      expect(old.fitments.map((f) => [f.position, f.size.key, f.yearFrom, f.yearTo])).toEqual([
        ['front', '2.75-17', 2003, 2018],
        ['rear', '100/90-17', 2003, 2018],
      ]);
      expect(old.fitments[0]!.size).toMatchObject({ products: [], total: 0, tyreSizeIds: [] });
      const all = ok(
        await t.api.call('GET', '/vehicles/fitment?model=bajaj-pulsar-150'),
      ) as VehicleFitmentAnswer;
      expect(all.year).toBeNull();
      expect(all.fitments.map((f) => `${f.position} ${f.yearFrom}`)).toEqual([
        'front 2019',
        'front 2003',
        'rear 2019',
        'rear 2003',
      ]);
      const before = ok(await t.api.call('GET', '/vehicles/fitment?model=bajaj-pulsar-150&year=1999'));
      expect(before.fitments).toEqual([]);
    });

    it('when the model is unknown or missing or the year is no year, then 404 or 400', async () => {
      expect((await t.api.call('GET', '/vehicles/fitment?model=no-such-bike')).status).toBe(404);
      const missing = await t.api.call('GET', '/vehicles/fitment');
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ model: 'is required' });
      const year = await t.api.call('GET', '/vehicles/fitment?model=bajaj-pulsar-150&year=1800');
      expect(year.status).toBe(400);
      expect(year.body.fields).toEqual({ year: 'must be 1950 or more' });
    });

    it('when a visitor asks what a product fits, then one row per model and position comes, years merged, with a total', async () => {
      const front = await t.api.call('GET', `/vehicles/fits?product=${products['front-stocked']!.slug}`);
      expect(ok(front)).toEqual([
        {
          modelId: pulsar._id,
          modelSlug: 'bajaj-pulsar-150',
          modelName: 'Pulsar 150',
          modelNameBn: 'পালসার ১৫০',
          makeSlug: 'bajaj',
          makeName: 'Bajaj',
          makeNameBn: 'বাজাজ',
          typeSlug: 'motorcycle',
          position: 'front',
          yearFrom: 2019,
          yearTo: null,
          alternative: false,
        },
      ] satisfies VehicleFit[]);
      expect(front.headers.get('x-total-count')).toBe('1');
      // 100/90-17: the original rear of 2003-2018 and an alternative from 2019: one row, an original
      const rear = ok(
        await t.api.call('GET', `/vehicles/fits?product=${products['rear-old']!._id}`),
      ) as VehicleFit[];
      expect(rear.map((f) => [f.modelName, f.position, f.yearFrom, f.yearTo, f.alternative])).toEqual([
        ['Pulsar 150', 'rear', 2003, null, false],
      ]);
      const page = await t.api.call('GET', `/vehicles/fits?product=${products.car!.slug}&size=1&page=1`);
      expect(ok(page)).toEqual([]);
      expect(page.headers.get('x-total-count')).toBe('1');
      expect(
        (await t.api.call('GET', `/vehicles/fits?product=${products['front-draft']!.slug}`)).status,
      ).toBe(404);
      expect((await t.api.call('GET', '/vehicles/fits?product=no-such-tyre')).status).toBe(404);
    });
  });

  describe('search', () => {
    const found = async (search: string) => {
      const res = await t.api.call('GET', `/products?size=48&search=${encodeURIComponent(search)}`);
      return (ok(res) as ProductCard[]).map((p) => p._id).sort();
    };

    it('when a visitor searches a model name in English or Bangla, then the active tyres of its sizes come', async () => {
      const fitsPulsar = ['front-stocked', 'front-out', 'rear', 'rear-old']
        .map((k) => products[k]!._id)
        .sort();
      expect(await found('pulsar')).toEqual(fitsPulsar);
      expect(await found('Bajaj Pulsar 150')).toEqual(fitsPulsar);
      expect(await found('পালসার')).toEqual(fitsPulsar);
      expect(await found('পালসার 150')).toEqual(fitsPulsar);
      expect(await found('axio')).toEqual([products.car!._id]);
    });

    it('when a search names no model (or is too short, or digits only), then it finds only what the tyres themselves say', async () => {
      expect(await found('Grip rear-old')).toEqual([products['rear-old']!._id]);
      expect(await found('no such thing')).toEqual([]);
      expect(await found('150')).toEqual([]);
      expect(await found('ax')).toEqual([]);
    });
  });

  describe('admin guards', () => {
    it('when a visitor or a customer calls an admin route, then 401 or 403 and nothing changes', async () => {
      const before = await allFitments();
      const fitmentId = before[0]!._id;
      for (const token of [undefined, t.customer.token]) {
        const expected = token ? 403 : 401;
        const calls: [string, string, unknown?][] = [
          ['GET', '/vehicles/makes/all'],
          ['POST', '/vehicles/makes', { name: 'Sneaky' }],
          ['PUT', `/vehicles/makes/${bajaj._id}`, { name: 'Sneaky' }],
          ['DELETE', `/vehicles/makes/${bajaj._id}`],
          ['GET', '/vehicles/models/all'],
          ['POST', '/vehicles/models', { make: 'bajaj', type: 'motorcycle', name: 'X', yearFrom: 2020 }],
          ['PUT', `/vehicles/models/${pulsar._id}`, { name: 'Sneaky' }],
          ['DELETE', `/vehicles/models/${pulsar._id}`],
          ['GET', '/vehicles/fitments'],
          [
            'POST',
            '/vehicles/fitments',
            { model: pulsar._id, yearFrom: 2020, position: 'all', size: '90/90-17' },
          ],
          ['PUT', `/vehicles/fitments/${fitmentId}`, { yearFrom: 2000 }],
          ['DELETE', `/vehicles/fitments/${fitmentId}`],
          ['GET', '/vehicles/fitments/export'],
        ];
        for (const [method, route, body] of calls) {
          expect((await t.api.call(method, route, { token, body })).status, `${method} ${route}`).toBe(
            expected,
          );
        }
        const upload = await t.api.call('POST', '/vehicles/fitments/import', {
          token,
          form: csvForm(`${HEADER}\r\nBajaj,Pulsar 150,2030,,all,3.00-18,\r\n`),
        });
        expect(upload.status).toBe(expected);
      }
      expect(await allFitments()).toEqual(before);
    });
  });

  describe('admin writes', () => {
    it('when a make is added with a bad or taken name, then 400 or 409 names the field', async () => {
      const short = await admin('POST', '/vehicles/makes', { name: 'B' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({ name: 'must be at least 2 characters' });
      const taken = await admin('POST', '/vehicles/makes', { name: '  bajaj ' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        message: 'A make with this name already exists',
        messageCode: 'vehicles.makeTaken',
        fields: { name: 'is already used' },
      });
    });

    it('when a model has its years the wrong way round, an unknown make or a taken name, then 400 or 409', async () => {
      const years = await admin('POST', '/vehicles/models', {
        make: 'bajaj',
        type: 'motorcycle',
        name: 'Discover 125',
        yearFrom: 2015,
        yearTo: 2012,
      });
      expect(years.status).toBe(400);
      expect(years.body.fields).toEqual({ yearTo: 'must not be before yearFrom' });
      expect(years.body.fieldIssues).toEqual({ yearTo: { code: 'notBeforeYearFrom' } });
      const make = await admin('POST', '/vehicles/models', {
        make: 'nobody',
        type: 'motorcycle',
        name: 'X1',
        yearFrom: 2015,
      });
      expect(make.status).toBe(400);
      expect(make.body.fields).toEqual({ make: 'does not exist' });
      const type = await admin('POST', '/vehicles/models', {
        make: 'bajaj',
        type: 'boat',
        name: 'X1',
        yearFrom: 2015,
      });
      expect(type.body.fields).toEqual({ type: 'does not exist' });
      const taken = await admin('POST', '/vehicles/models', {
        make: 'bajaj',
        type: 'motorcycle',
        name: 'PULSAR  150',
        yearFrom: 2015,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.messageCode).toBe('vehicles.modelTaken');
      const changed = await admin('PUT', `/vehicles/models/${pulsar._id}`, { yearTo: 2001 });
      expect(changed.status).toBe(400);
      expect(changed.body.fields).toEqual({ yearTo: 'must not be before yearFrom' });
    });

    it('when a fitment has a bad position or size, repeats its size, or exists already, then 400 or 409', async () => {
      const bad = await admin('POST', '/vehicles/fitments', {
        model: pulsar.slug,
        yearFrom: 2019,
        position: 'middle',
        size: 'big',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        position: 'must be front, rear or all',
        size: 'must look like 90/90-17, 195/65 R15 or 4.00-8',
      });
      expect(bad.body.fieldIssues).toEqual({ position: { code: 'position' }, size: { code: 'sizeLabel' } });
      const twice = await admin('POST', '/vehicles/fitments', {
        model: pulsar.slug,
        yearFrom: 2010,
        position: 'front',
        size: '90/90-17',
        alternatives: ['90/90 17'],
      });
      expect(twice.body.fields).toEqual({ alternatives: 'is listed twice' });
      const exists = await admin('POST', '/vehicles/fitments', {
        model: pulsar.slug,
        yearFrom: 2019,
        position: 'front',
        size: '90/90x17',
      });
      expect(exists.status).toBe(409);
      expect(exists.body.messageCode).toBe('vehicles.fitmentExists');
      const model = await admin('POST', '/vehicles/fitments', {
        model: 'nothing',
        yearFrom: 2019,
        position: 'all',
        size: '90/90-17',
      });
      expect(model.body.fields).toEqual({ model: 'does not exist' });
      // only the start year is sent: checked against the stored end year
      const old = (await allFitments(`&model=${pulsar._id}`)).find((f) => f.yearTo === 2018)!;
      const merged = await admin('PUT', `/vehicles/fitments/${old._id}`, { yearFrom: 2030 });
      expect(merged.status).toBe(400);
      expect(merged.body.fields).toEqual({ yearTo: 'must not be before yearFrom' });
      const alternative = await admin('PUT', `/vehicles/fitments/${old._id}`, { alternatives: [old.size] });
      expect(alternative.body.fields).toEqual({ alternatives: 'is listed twice' });
    });

    it('when a make is renamed, then its models and fitments follow; a make with models is not deleted', async () => {
      const renamed = ok(
        await admin('PUT', `/vehicles/makes/${bajaj._id}`, { name: 'Bajaj Auto', nameBn: 'বাজাজ অটো' }),
      );
      expect(renamed.name).toBe('Bajaj Auto');
      const [model] = ok(await t.api.call('GET', '/vehicles/models?make=bajaj')) as VehicleModel[];
      expect(model).toMatchObject({ makeName: 'Bajaj Auto', makeNameBn: 'বাজাজ অটো' });
      const fitments = await allFitments('&make=bajaj');
      expect(fitments.length).toBe(4);
      expect(fitments.every((f) => f.makeName === 'Bajaj Auto' && f.makeNameBn === 'বাজাজ অটো')).toBe(true);
      const kept = await admin('DELETE', `/vehicles/makes/${bajaj._id}`);
      expect(kept.status).toBe(409);
      expect(kept.body).toMatchObject({
        message: 'This make has 1 model; delete them first',
        messageCode: 'vehicles.makeInUse',
      });
      ok(await admin('PUT', `/vehicles/makes/${bajaj._id}`, { name: 'Bajaj', nameBn: 'বাজাজ' }));
    });

    it('when an admin lists makes, models and fitments, then pages come with totals and filters apply', async () => {
      const makes = await t.api.call('GET', '/vehicles/makes/all?size=1', as(t.admin));
      expect(ok(makes)).toHaveLength(1);
      expect(makes.headers.get('x-total-count')).toBe('2');
      const search = await t.api.call(
        'GET',
        `/vehicles/makes/all?search=${encodeURIComponent('টয়োটা')}`,
        as(t.admin),
      );
      expect((ok(search) as VehicleMake[]).map((m) => m.name)).toEqual(['Toyota']);
      const models = await t.api.call('GET', '/vehicles/models/all?type=passenger-car', as(t.admin));
      expect((ok(models) as VehicleModel[]).map((m) => m.name)).toEqual(['Axio']);
      const bySize = await allFitments(`&sizeLabel=${encodeURIComponent('100/90 - 17')}`);
      expect(bySize.map((f) => [f.position, f.yearFrom, f.size])).toEqual([
        ['rear', 2003, '100/90 17'],
        ['rear', 2019, '120/80x17'],
      ]);
    });

    it('when a category with vehicle models is renamed or deleted, then the models follow or it is kept', async () => {
      ok(await admin('PUT', `/category/${car._id}`, { name: 'Car', nameBn: 'প্রাইভেট কার' }));
      const [axio] = ok(await t.api.call('GET', '/vehicles/models?make=toyota')) as VehicleModel[];
      expect(axio).toMatchObject({ typeName: 'Car', typeNameBn: 'প্রাইভেট কার', typeSlug: 'passenger-car' });
      const kept = await admin('DELETE', `/category/${car._id}`);
      expect(kept.status).toBe(409);
      expect(kept.body.message).toMatch(/, 1 vehicle model;/);
      ok(await admin('PUT', `/category/${car._id}`, { name: 'Passenger Car', nameBn: '' }));
    });

    it('when a model is deleted, then its fitments go and its make no longer counts it', async () => {
      const model = ok(
        await admin('POST', '/vehicles/models', {
          make: 'toyota',
          type: 'passenger-car',
          name: 'Premio',
          yearFrom: 2007,
        }),
        201,
      ) as VehicleModel;
      ok(
        await admin('POST', '/vehicles/fitments', {
          model: model.slug,
          yearFrom: 2007,
          position: 'all',
          size: '195/65 R15',
        }),
        201,
      );
      const deleted = ok(await admin('DELETE', `/vehicles/models/${model._id}`));
      expect(deleted).toEqual({ message: 'Vehicle model deleted with 1 fitment' });
      expect(await allFitments(`&model=${model._id}`)).toEqual([]);
      const [toyota] = ok(await t.api.call('GET', '/vehicles/makes?type=passenger-car')) as VehicleMake[];
      expect(toyota!.modelCount).toBe(1);
    });
  });

  describe('CSV', () => {
    const exportCsv = async () => {
      // the raw bytes: fetch's text() would drop the byte order mark
      const res = await fetch(`${t.api.base}/vehicles/fitments/export`, {
        headers: { authorization: `Bearer ${t.admin}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="fitments-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return Buffer.from(await res.arrayBuffer()).toString('utf8');
    };
    const importCsv = (text: string | Buffer, mode?: string) =>
      t.api.call('POST', '/vehicles/fitments/import', { token: t.admin, form: csvForm(text, mode) });

    it('when the export is imported again, then nothing changes; a new row in it is added', async () => {
      const csv = await exportCsv();
      expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
      expect(csv).toContain('Bajaj,Pulsar 150,2019,,rear,120/80x17,100/90-17\r\n');
      expect(csv).toContain('Toyota,Axio,2006,,all,185/65R15,\r\n');
      const before = await allFitments();
      const again = ok(await importCsv(csv));
      expect(again).toMatchObject({
        rows: before.length,
        created: 0,
        updated: 0,
        unchanged: before.length,
        removed: 0,
      });
      expect(await allFitments()).toEqual(before);

      const added = ok(
        await importCsv(`${csv}bajaj,bajaj-pulsar-150,2019,,rear,130/70-17,140/60 R17|120/80-17\r\n`),
      );
      expect(added).toMatchObject({ created: 1, unchanged: before.length });
      const [row] = await allFitments(`&sizeLabel=130/70-17`);
      expect(row).toMatchObject({ modelSlug: 'bajaj-pulsar-150', alternatives: ['140/60 R17', '120/80-17'] });
      expect(await exportCsv()).toContain('Bajaj,Pulsar 150,2019,,rear,130/70-17,140/60 R17|120/80-17\r\n');
      ok(await admin('DELETE', `/vehicles/fitments/${row!._id}`));
    });

    it("when rows change a stored fitment's alternatives or mode=replace leaves rows out, then they are changed or removed", async () => {
      const before = await allFitments();
      const changed = ok(
        await importCsv(
          `${HEADER}\nBajaj,Pulsar 150,2019,,rear,120/80-17,110/80-17\nToyota,Axio,2006,,all,185/65 R15,195/65 R15\n`,
          'replace',
        ),
      );
      expect(changed).toMatchObject({ rows: 2, created: 0, updated: 2, unchanged: 0, removed: 3 });
      expect((await allFitments(`&model=${pulsar._id}`)).map((f) => [f.position, f.alternatives])).toEqual([
        ['rear', ['110/80-17']],
      ]);
      // and back: the stored rows as they were
      const restore = before.map((f) =>
        [
          f.makeName,
          f.modelName,
          f.yearFrom,
          f.yearTo ?? '',
          f.position,
          f.size,
          f.alternatives.join('|'),
        ].join(','),
      );
      ok(await importCsv([HEADER, ...restore].join('\n'), 'replace'));
      const shape = (f: VehicleFitment) =>
        `${f.modelName} ${f.position} ${f.yearFrom}-${f.yearTo} ${f.size} ${f.alternatives}`;
      expect((await allFitments()).map(shape).sort()).toEqual(before.map(shape).sort());
    });

    it('when a file has bad rows, then each is reported by its line and nothing of the file is imported', async () => {
      const before = await allFitments();
      const res = await importCsv(
        [
          HEADER,
          'Bajaj,Pulsar 150,2024,,front,3.00-18,', // good
          'Bajaj,Pulsar 150,2024,,middle,3.00-18,', // line 3: position
          '',
          'Bajaj,Pulsar 999,2024,,rear,3.00-18,', // line 5: no such model
          'Toyota,Axio,2026,2020,all,175/65 R14,', // line 6: years
          'Toyota,Axio,2024,,all,185/65 R15', // line 7: a cell short
          'Walton,Fusion,2024,,all,2.75-17,', // line 8: no such make
          'Bajaj,Pulsar 150,2024,,front,3.00 - 18,', // line 9: line 2 again
          'Toyota,Axio,"2027",,all,"195/65 R15","nothing|205/55 R16"', // line 10: an alternative
        ].join('\r\n'),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid_data',
        message: 'Nothing was imported: the file has wrong lines (7)',
        messageCode: 'vehicles.importFailed',
        messageParams: { count: '7' },
      });
      expect(res.body.fields).toEqual({
        'line 3: position': 'must be front, rear or all',
        'line 5: model': 'does not exist',
        'line 6: yearTo': 'must not be before yearFrom',
        'line 7': 'must have 7 cells',
        'line 8: make': 'does not exist',
        'line 9': 'repeats line 2',
        'line 10: alternatives': 'must look like 90/90-17, 195/65 R15 or 4.00-8',
      });
      expect(res.body.fieldIssues['line 9']).toEqual({ code: 'repeatsLine', params: { line: '2' } });
      expect(await allFitments()).toEqual(before);
    });

    it('when the file is no CSV of fitments (wrong header, open quote, a picture, empty), then 400 or 415 and nothing changes', async () => {
      const before = await allFitments();
      const header = await importCsv('make,model,from,to\nBajaj,Pulsar 150,2020,2021\n');
      expect(header.body.fields).toEqual({ 'line 1': `must be the columns ${HEADER}` });
      const quote = await importCsv(`${HEADER}\nBajaj,"Pulsar 150,2020,,all,90/90-17,\n`);
      expect(quote.status).toBe(400);
      expect(quote.body.fields).toEqual({ 'line 2': 'is not valid CSV (check its quotes)' });
      const picture = await importCsv(await pngBytes());
      expect(picture.status).toBe(415);
      expect(picture.body).toMatchObject({
        messageCode: 'upload.fieldNotText',
        fields: { file: 'must be a CSV text file (UTF-8)' },
      });
      const empty = await importCsv(`${HEADER}\r\n`);
      expect(empty.status).toBe(400);
      expect(empty.body.messageCode).toBe('vehicles.importEmpty');
      const mode = await importCsv(`${HEADER}\r\n`, 'append');
      expect(mode.body.fields).toEqual({ mode: 'must be merge or replace' });
      const none = await t.api.call('POST', '/vehicles/fitments/import', {
        token: t.admin,
        form: new FormData(),
      });
      expect(none.status).toBe(400);
      expect(none.body.fields).toEqual({ file: 'is required' });
      expect(await allFitments()).toEqual(before);
    });
  });
});
