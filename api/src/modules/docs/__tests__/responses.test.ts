import { apiErrorSchema } from '@tyre/contracts/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CatalogFixtures, form } from '../../../test/catalog-fixtures';
import { startFakePathao, type FakePathao } from '../../../test/pathao-server';
import { pdfBytes, pngBytes, startTestApi, type TestApi, type TestResponse } from '../../../test/test-api';
import { API, type Route } from '@tyre/contracts/routes';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The declared routes, with OpenAPI path templates (`/products/{slug}`) as the samples below are keyed. */
const OPERATIONS = Object.values(API as Record<string, Route>).map((route) => ({
  ...route,
  method: route.method.toLowerCase() as HttpMethod,
  path: route.path.replace(/:(\w+)/g, '{$1}'),
  auth: route.access === 'public' ? undefined : route.access,
}));

/** Parsing strips keys a schema does not name: equal only when the body has exactly the documented fields. */
function expectDocumented(schema: z.ZodType, body: unknown, what: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], what).toEqual([]);
  expect(parsed.data, what).toEqual(body);
}

/** The declared success answer of a route: status and body schema. */
function expectAsDeclared(method: HttpMethod, path: string, res: TestResponse) {
  const op = OPERATIONS.find((o) => o.method === method && o.path === path);
  const what = `${method.toUpperCase()} ${path}`;
  expect(op, `${what} is declared`).toBeDefined();
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(op!.status ?? 200);
  expectDocumented(op!.response as z.ZodType, res.body, what);
}

describe('the documented answers', () => {
  let api: TestApi;
  /** Pathao on loopback: its lists answer from the shop's store once fetched (src/test/pathao-server.ts). */
  let pathao: FakePathao;
  let admin: string;
  let customer: string;
  /** A real value for each path parameter of the GET routes checked. */
  const samples: Record<string, string> = {};
  /** The query a GET route needs (its required parameters), by path. */
  const queries: Record<string, string> = {};

  beforeAll(async () => {
    pathao = await startFakePathao();
    api = await startTestApi(pathao.env);
    admin = await api.adminToken();
    customer = (await api.customer()).token;
    const fx = new CatalogFixtures(api, admin);
    const png = await pngBytes();
    const as = (token: string) => ({ token });

    // one of each thing, made through the API: each write's answer is checked on the way
    const category = await api.call('POST', '/category', { ...as(admin), body: { name: 'Motorcycle' } });
    expectAsDeclared('post', '/category', category);
    const size = await api.call('POST', '/size', {
      ...as(admin),
      body: { label: '90/90-17', category: 'motorcycle' },
    });
    expectAsDeclared('post', '/size', size);
    const range = await api.call('POST', '/tires', {
      ...as(admin),
      form: form({ name: 'City Grip', category: 'motorcycle', features: ['Deep grooves'] }, { image: png }),
    });
    expectAsDeclared('post', '/tires', range);
    const fields = fx.productFields(category.body, size.body, { range: 'city-grip', discountPrice: '200' });
    const product = await api.call('POST', '/products', {
      ...as(admin),
      form: form(fields, { thumbnail: png, images: [png, png] }),
    });
    expectAsDeclared('post', '/products', product);
    await fx.product(category.body, size.body, { loadIndex: '46', speedRating: 'p', plyRating: '6' });
    const arrivals = await api.call('POST', '/arrivals', {
      ...as(admin),
      body: { product: product.body.slug },
    });
    expectAsDeclared('post', '/arrivals', arrivals);
    const news = await api.call('POST', '/news', {
      ...as(admin),
      form: form(
        { title: 'Dealer meet', desc: 'More than 200 dealers joined our yearly meet.' },
        { file: png },
      ),
    });
    expectAsDeclared('post', '/news', news);

    // ordering: the bKash number set, a quote, a customer's bKash order (with an Idempotency-Key)
    // moved on by an admin, and a visitor's order with every optional detail
    const [mobile] = (await api.call('GET', '/mobile')).body;
    const setMobile = await api.call('PUT', `/mobile/${mobile._id}`, {
      ...as(admin),
      body: { mobile: '01711000000' },
    });
    expectAsDeclared('put', '/mobile/{id}', setMobile);
    const items = [{ product: product.body._id, quantity: 2 }];
    const quote = await api.call('POST', '/orders/quote', {
      body: { items: [...items, { product: '0123456789abcdef01234567', quantity: 1 }], district: 'Sylhet' },
    });
    expectAsDeclared('post', '/orders/quote', quote);
    expect(quote.body.unavailable).toHaveLength(1);
    const customerDetails = {
      name: 'Rafiq Ahmed',
      address: 'House 5, Road 2',
      thana: 'Mirpur',
      district: 'Dhaka',
      mobileNumber: '01911000001',
    };
    const order = await api.call('POST', '/orders', {
      ...as(customer),
      headers: { 'Idempotency-Key': 'responses-test-order-1' },
      body: {
        items,
        customer: customerDetails,
        payment: { paymentType: 'bKash', mobileNumber: '01911000001', trxID: 'AB12CD34EF' },
      },
    });
    expectAsDeclared('post', '/orders', order);
    const moved = await api.call('PUT', `/orders/${order.body.key}`, {
      ...as(admin),
      body: { status: 'pending', note: 'TrxID checked' },
    });
    expectAsDeclared('put', '/orders/{key}', moved);
    const visitors = await api.call('POST', '/orders', {
      body: {
        items: [{ product: product.body._id, quantity: 1 }],
        customer: {
          ...customerDetails,
          mobileNumber: '01911000002',
          companyName: 'Rafiq Traders',
          town: 'Dhaka',
          postCode: '1216',
          email: 'rafiq@example.com',
          notes: 'Call before delivery',
        },
      },
    });
    expectAsDeclared('post', '/orders', visitors);
    // the visitor's order shipped with a courier and its number, then tracked by reference and mobile
    const courier = await api.call('POST', '/couriers', {
      ...as(admin),
      body: {
        name: 'Docs Courier',
        nameBn: 'ডকস কুরিয়ার',
        trackingUrl: 'https://courier.example.com/t/{number}',
      },
    });
    expectAsDeclared('post', '/couriers', courier);
    expectAsDeclared(
      'put',
      '/couriers/{id}',
      await api.call('PUT', `/couriers/${courier.body._id}`, { ...as(admin), body: { active: true } }),
    );
    for (const body of [
      { status: 'processing' },
      { status: 'shipped', courier: courier.body._id, trackingNumber: 'DC-2026-1' },
    ]) {
      const res = await api.call('PUT', `/orders/${visitors.body.key}`, { ...as(admin), body });
      expectAsDeclared('put', '/orders/{key}', res);
    }
    const tracked = await api.call('POST', '/orders/track', {
      body: { reference: visitors.body.reference, mobileNumber: '01911000002' },
    });
    expectAsDeclared('post', '/orders/track', tracked);
    expect(tracked.body.shipment.trackingUrl).toBe('https://courier.example.com/t/DC-2026-1');

    // content: a job and an application to it
    const job = await api.call('POST', '/job', {
      ...as(admin),
      body: {
        title: 'Sales Officer',
        vacancy: 2,
        deadline: '2099-12-31',
        desc: 'Visit dealers and take orders.',
      },
    });
    expectAsDeclared('post', '/job', job);
    const applied = await api.call('POST', `/job/${job.body.slug}/apply`, {
      form: form(
        { name: 'Farhana Akter', email: 'farhana@example.com', mobile: '01712345678' },
        { cv: pdfBytes() },
      ),
    });
    expectAsDeclared('post', '/job/{slug}/apply', applied);
    samples['/job/{slug}'] = job.body.slug;
    const dealer = await api.call('POST', '/dealer', {
      form: form(
        {
          name: 'Abdul Karim',
          companyName: 'Karim Tyre House',
          email: 'karim@example.com',
          mobile: '01711223344',
          message: 'We would like to sell your tyres.',
        },
        { file: png },
      ),
    });
    expectAsDeclared('post', '/dealer', dealer);
    samples['/dealer/{slug}'] = 'karim-tyre-house';
    const dealerShop = await api.call('POST', '/dealers', {
      ...as(admin),
      body: {
        fromRequest: 'karim-tyre-house',
        district: 'Bogura',
        upazila: 'Bogura Sadar',
        address: '12 Station Road, Bogura',
        hours: { days: ['Sa', 'Su'], opens: '09:00', closes: '20:00' },
        categories: [category.body.slug],
        lat: 24.8465,
        lng: 89.3773,
      },
    });
    expectAsDeclared('post', '/dealers', dealerShop);
    samples['/dealers/{slug}'] = dealerShop.body.slug;
    queries['/dealer-check'] = `number=${dealerShop.body.authNumber}`;
    const video = await api.call('POST', '/video', {
      ...as(admin),
      body: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    });
    expectAsDeclared('post', '/video', video);
    samples['/video/{id}'] = video.body._id;
    const banner = await api.call('POST', '/banners', {
      ...as(admin),
      form: form({ title: 'Monsoon grip', link: '/news' }, { file: png }),
    });
    expectAsDeclared('post', '/banners', banner);
    const gallery = await api.call('POST', '/gallery', {
      ...as(admin),
      form: form({ caption: ['One', 'Two'] }, { file: [png, png] }),
    });
    expectAsDeclared('post', '/gallery', gallery);
    const message = await api.call('POST', '/contact/messages', {
      body: { name: 'Shirin', mobile: '01755443322', subject: 'Warranty', message: 'How do I claim it?' },
    });
    expectAsDeclared('post', '/contact/messages', message);
    // the vehicle finder: a make, a model of the category, a fitment in the product's size, a CSV
    const make = await api.call('POST', '/vehicles/makes', {
      ...as(admin),
      body: { name: 'Bajaj', nameBn: 'বাজাজ' },
    });
    expectAsDeclared('post', '/vehicles/makes', make);
    const model = await api.call('POST', '/vehicles/models', {
      ...as(admin),
      body: {
        make: 'bajaj',
        type: category.body.slug,
        name: 'Pulsar 150',
        yearFrom: 2012,
        generations: [{ name: 'Twin Disc', yearFrom: 2019 }],
      },
    });
    expectAsDeclared('post', '/vehicles/models', model);
    const fitment = await api.call('POST', '/vehicles/fitments', {
      ...as(admin),
      body: {
        model: model.body.slug,
        yearFrom: 2019,
        position: 'front',
        size: '90/90 17',
        alternatives: ['100/80-17'],
      },
    });
    expectAsDeclared('post', '/vehicles/fitments', fitment);
    const imported = await api.call('POST', '/vehicles/fitments/import', {
      ...as(admin),
      form: form(
        { mode: 'merge' },
        {
          file: Buffer.from(
            'make,model,yearFrom,yearTo,position,size,alternatives\nBajaj,Pulsar 150,2012,2018,rear,100/90-17,\n',
          ),
        },
      ),
    });
    expectAsDeclared('post', '/vehicles/fitments/import', imported);
    queries['/vehicles/models'] = 'make=bajaj';
    queries['/vehicles/fitment'] = `model=${model.body.slug}&year=2020`;
    queries['/vehicles/fits'] = `product=${product.body.slug}`;
    samples['/mobile/{id}'] = mobile._id;
    samples['/orders/{key}'] = order.body.key;
    samples['/orders/{key}/messages'] = order.body.key;
    samples['/category/{slug}'] = category.body.slug;
    samples['/tires/{slug}'] = range.body.slug;
    samples['/size/{id}'] = size.body._id;
    samples['/news/{id}'] = news.body._id;
    samples['/products/{slug}'] = product.body.slug;
    samples['/orders/{id}/customer-record'] = order.body._id;
    samples['/couriers/pathao/orders/{id}/destination'] = order.body._id;
    samples['/couriers/pathao/cities/{cityId}/zones'] = '1';
    samples['/couriers/pathao/zones/{zoneId}/areas'] = '52';
  }, 60_000);
  afterAll(async () => {
    await api.stop();
    await pathao.stop();
  });

  it('when every JSON GET route is called on data made through the API, then its answer has exactly the documented shape', async () => {
    const checked: string[] = [];
    for (const op of OPERATIONS) {
      if (op.method !== 'get' || !op.response || 'raw' in op.response) continue;
      const sample = samples[op.path];
      if (op.path.includes('{') && !sample) continue;
      // need payments made on a gateway (bKash, SSLCommerz): their answers are checked in payments/__tests__
      if (['/payments/bkash/callback', '/payments/sslcommerz/result', '/payments'].includes(op.path))
        continue;
      const query = queries[op.path];
      const route = (sample ? op.path.replace(/\{\w+\}/, sample) : op.path) + (query ? `?${query}` : '');
      const token = op.auth === 'user' ? customer : op.auth ? admin : undefined;
      const res = await api.call('GET', route, { token });
      const what = `GET ${route}`;
      expectAsDeclared('get', op.path, res);
      expect(Array.isArray(res.body) && res.body.length === 0, `${what} answered an empty list`).toBe(false);
      if (op.paged) expect(Number(res.headers.get('x-total-count')), what).toBeGreaterThan(0);
      checked.push(op.path);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/auth/me',
        '/auth/user',
        '/contact',
        '/news',
        '/news/{id}',
        '/job',
        '/job/{slug}',
        '/job/apply',
        '/dealer',
        '/video',
        '/video/one',
        '/video/{id}',
        '/banners',
        '/gallery',
        '/dealer/{slug}',
        '/dealers',
        '/dealer-check',
        '/dealers/{slug}',
        '/contact/messages',
        '/contact/messages/counts',
        '/category',
        '/category/{slug}',
        '/tires',
        '/tires/{slug}',
        '/size',
        '/size/{id}',
        '/products',
        '/products/finder',
        '/products/{slug}',
        '/arrivals/all',
        '/mobile',
        '/mobile/{id}',
        '/orders',
        '/orders/all',
        '/orders/counts',
        '/orders/{key}',
        '/orders/{key}/messages',
        '/messages',
        '/couriers',
        '/couriers/pathao/cities',
        '/couriers/pathao/cities/{cityId}/zones',
        '/couriers/pathao/zones/{zoneId}/areas',
        '/couriers/pathao/orders/{id}/destination',
        '/orders/{id}/customer-record',
        '/reports/cod',
        '/vehicles/types',
        '/vehicles/makes',
        '/vehicles/makes/all',
        '/vehicles/models',
        '/vehicles/models/all',
        '/vehicles/fitment',
        '/vehicles/fits',
        '/vehicles/fitments',
      ]),
    );
  });

  it('when logging in, then the answer is the documented AuthResponse', async () => {
    const login = OPERATIONS.find((op) => op.method === 'post' && op.path === '/auth/login')!;
    const res = await api.call('POST', '/auth/login', {
      body: { email: 'admin@test.example.com', password: 'admin-pass-123' },
    });
    expect(res.status).toBe(200);
    expectDocumented(login.response as z.ZodType, res.body, 'POST /auth/login');
  });

  it('when a request fails, then the answer is the documented ApiError', async () => {
    const failures = [
      await api.call('GET', '/products/no-such-product'),
      await api.call('GET', '/auth/me'),
      await api.call('GET', '/auth/user', { token: customer }),
      await api.call('POST', '/category', { token: admin, body: { name: 1 } }),
    ];
    expect(failures.map((r) => r.status)).toEqual([404, 401, 403, 400]);
    for (const res of failures) expectDocumented(apiErrorSchema, res.body, String(res.status));
  });
});
