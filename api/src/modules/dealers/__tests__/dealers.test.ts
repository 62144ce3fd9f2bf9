import type { AuthResponse, Dealer, DealerCheck, DealerRequest } from '@tyre/contracts';
import { DIVISIONS, divisionOf } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../../test/demo-store';
import { pdfBytes, startTestApi, type TestApi } from '../../../test/test-api';
import { DEALER_CHECK_RULE } from '../dealers.routes';
import { demoDealers } from '../demo-dealers';

/** A dealer as an admin types it in, with `over` changed. */
const dealerBody = (over: Record<string, unknown> = {}) => ({
  name: 'Rahman Tyre House',
  nameBn: 'রহমান টায়ার হাউস',
  district: 'Bogura',
  upazila: 'Bogura Sadar',
  upazilaBn: 'বগুড়া সদর',
  address: '12 Station Road, Bogura',
  addressBn: '১২ স্টেশন রোড, বগুড়া',
  phones: ['01711-223344'],
  hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
  services: ['fitting', 'balancing'],
  categories: ['motorcycle'],
  lat: 24.8465,
  lng: 89.3773,
  ...over,
});

describe('dealers', () => {
  let api: TestApi;
  let admin: string;
  let customer: AuthResponse;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    customer = await api.customer();
    await api.call('POST', '/category', { token: admin, body: { name: 'Motorcycle', nameBn: 'মোটরসাইকেল' } });
    await api.call('POST', '/category', { token: admin, body: { name: 'Truck Bus', slug: 'truck-bus' } });
  });
  afterAll(() => api.stop());

  const create = (over: Record<string, unknown> = {}) =>
    api.call('POST', '/dealers', { token: admin, body: dealerBody(over) });

  it('when an admin adds a dealer, then it answers with its division, an authorisation number and the categories by name', async () => {
    const r = await create();
    expect(r.status).toBe(201);
    const dealer = r.body as Dealer;
    expect(dealer).toMatchObject({
      slug: 'rahman-tyre-house',
      division: 'Rajshahi',
      district: 'Bogura',
      phones: ['01711223344'],
      listed: true,
      demo: false,
      categories: [{ slug: 'motorcycle', name: 'Motorcycle', nameBn: 'মোটরসাইকেল' }],
    });
    expect(dealer.authNumber).toMatch(/^TBD-\d{4}-0001$/);
    const one = await api.call('GET', `/dealers/${dealer.slug}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(dealer);
    await api.call('DELETE', `/dealers/${dealer._id}`, { token: admin });
  });

  it('when someone not an admin writes, or a body is wrong, then it is refused and nothing is stored', async () => {
    expect((await api.call('POST', '/dealers', { body: dealerBody() })).status).toBe(401);
    expect((await api.call('POST', '/dealers', { token: customer.token, body: dealerBody() })).status).toBe(
      403,
    );
    const bad = await create({
      district: 'Atlantis',
      lat: 51.5,
      phones: ['12345'],
      services: ['car-wash'],
      categories: [],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['district', 'lat', 'phones.0', 'services.0']);
    const nameless = await create({ name: undefined, phones: undefined });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fields).toEqual({ name: 'is required', phones: 'is required' });
    const unknownCategory = await create({ categories: ['spaceship'] });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.fields).toEqual({ categories: 'does not exist' });
    expect((await api.call('GET', '/dealers')).headers.get('x-total-count')).toBe('0');
  });

  it('when dealers are listed, then visitors see the listed ones filtered by division, district and service, and nearest first with km', async () => {
    const made: Dealer[] = [];
    for (const over of [
      {
        name: 'Dhaka Truck Point',
        district: 'Dhaka',
        upazila: 'Tejgaon',
        lat: 23.7639,
        lng: 90.3991,
        services: ['fitting', 'truck-tyres'],
      },
      {
        name: 'Gazipur Tyres',
        district: 'Gazipur',
        upazila: 'Tongi',
        lat: 23.8917,
        lng: 90.4023,
        phones: ['01811-000111'],
      },
      {
        name: 'Bogura Tyre Corner',
        district: 'Bogura',
        upazila: 'Sadar',
        services: ['truck-tyres'],
        phones: ['01911000222'],
      },
      {
        name: 'Hidden Tyres',
        district: 'Dhaka',
        upazila: 'Mirpur',
        lat: 23.8223,
        lng: 90.3654,
        listed: false,
        phones: ['01511000333'],
      },
    ]) {
      const r = await create(over);
      expect(r.status).toBe(201);
      made.push(r.body as Dealer);
    }
    const names = (body: Dealer[]) => body.map((d) => d.name);
    const all = await api.call('GET', '/dealers');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(names(all.body)).toEqual(['Bogura Tyre Corner', 'Dhaka Truck Point', 'Gazipur Tyres']);
    expect(names((await api.call('GET', '/dealers?division=Dhaka')).body)).toEqual([
      'Dhaka Truck Point',
      'Gazipur Tyres',
    ]);
    expect(names((await api.call('GET', '/dealers?district=Bogura&service=truck-tyres')).body)).toEqual([
      'Bogura Tyre Corner',
    ]);
    expect((await api.call('GET', '/dealers?district=Gazipur&service=truck-tyres')).body).toEqual([]);
    expect((await api.call('GET', '/dealers?service=spa')).status).toBe(400);

    // from Dhaka University: Tejgaon about 6 km, Tongi about 13 km, Bogura about 150 km
    const near = await api.call('GET', '/dealers?near=23.7340,90.3928&size=2');
    expect(near.headers.get('x-total-count')).toBe('3');
    const [first, second] = near.body as Dealer[];
    expect(first!.name).toBe('Dhaka Truck Point');
    expect(first!.distanceKm).toBeCloseTo(3.3, 0);
    expect(second!.name).toBe('Gazipur Tyres');
    expect(second!.distanceKm).toBeGreaterThan(15);
    expect(second!.distanceKm).toBeLessThan(20);
    const page2 = await api.call('GET', '/dealers?near=23.7340,90.3928&size=2&page=1');
    expect(names(page2.body)).toEqual(['Bogura Tyre Corner']);
    expect((page2.body as Dealer[])[0]!.distanceKm).toBeGreaterThan(100);
    expect((await api.call('GET', '/dealers?near=51.5,-0.12')).status).toBe(400);
    expect((await api.call('GET', '/dealers?near=here')).status).toBe(400);

    // the unlisted one: only admins see it, and search finds it by phone or Bangla name
    const hidden = made[3]!;
    expect((await api.call('GET', `/dealers/${hidden.slug}`)).status).toBe(404);
    expect((await api.call('GET', `/dealers/${hidden.slug}`, { token: customer.token })).status).toBe(404);
    expect((await api.call('GET', `/dealers/${hidden.slug}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/dealers?all=1')).headers.get('x-total-count')).toBe('3');
    const everyone = await api.call('GET', '/dealers?all=1', { token: admin });
    expect(everyone.headers.get('x-total-count')).toBe('4');
    expect(everyone.headers.get('cache-control')).toContain('no-store');
    expect(names((await api.call('GET', '/dealers?all=1&listed=0', { token: admin })).body)).toEqual([
      'Hidden Tyres',
    ]);
    expect(names((await api.call('GET', '/dealers?all=1&search=0151', { token: admin })).body)).toEqual([
      'Hidden Tyres',
    ]);
    expect(
      names((await api.call('GET', '/dealers?all=1&search=টায়ার হাউস', { token: admin })).body),
    ).toHaveLength(4);

    // listing it again shows it; a rename keeps its slug unless one is asked for
    const listed = await api.call('PUT', `/dealers/${hidden.slug}`, {
      token: admin,
      body: { listed: true, name: 'Mirpur Tyres', district: 'Gazipur' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      listed: true,
      name: 'Mirpur Tyres',
      slug: hidden.slug,
      division: 'Dhaka',
      district: 'Gazipur',
    });
    expect((await api.call('GET', `/dealers/${hidden.slug}`)).status).toBe(200);
    const taken = await api.call('PUT', `/dealers/${hidden.slug}`, {
      token: admin,
      body: { authNumber: made[0]!.authNumber },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Another dealer has this authorisation number');
    const slugTaken = await api.call('PUT', `/dealers/${hidden.slug}`, {
      token: admin,
      body: { slug: made[0]!.slug },
    });
    expect(slugTaken.status).toBe(409);

    for (const d of made)
      expect((await api.call('DELETE', `/dealers/${d.slug}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/dealers/${made[0]!.slug}`, { token: admin })).status).toBe(404);
  });

  it('when a visitor checks a number, then a listed dealer is named by its authorisation number or phone, and anything else is not authorised', async () => {
    const dealer = (
      await create({
        name: 'Check Me Tyres',
        authNumber: 'tbd-2024-0777',
        phones: ['01711 998877', '02-9123456'],
      })
    ).body as Dealer;
    expect(dealer.authNumber).toBe('TBD-2024-0777');
    const check = async (number: string) =>
      (await api.call('GET', `/dealer-check?number=${encodeURIComponent(number)}`)).body as DealerCheck;
    const yes = {
      authorised: true,
      slug: dealer.slug,
      name: 'Check Me Tyres',
      nameBn: 'রহমান টায়ার হাউস',
      district: 'Bogura',
      authNumber: 'TBD-2024-0777',
    };
    expect(await check('TBD-2024-0777')).toEqual(yes);
    expect(await check(' tbd-2024-0777 ')).toEqual(yes);
    expect(await check('+880 1711-998877')).toEqual(yes);
    expect(await check('029123456')).toEqual(yes);
    expect(await check('TBD-2024-0778')).toEqual({ authorised: false });
    expect(await check('01700000000')).toEqual({ authorised: false });
    // an unlisted dealer is not an authorised one
    await api.call('PUT', `/dealers/${dealer.slug}`, { token: admin, body: { listed: false } });
    expect(await check('TBD-2024-0777')).toEqual({ authorised: false });
    expect((await api.call('GET', '/dealer-check?number=x')).status).toBe(400);
    await api.call('DELETE', `/dealers/${dealer.slug}`, { token: admin });
  });

  it('when a dealer request becomes a dealer, then its company, mobile and e-mail carry over, the request is handled, and it cannot be made twice', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Abdul Karim',
      companyName: 'Karim Tyre House',
      email: 'karim@example.com',
      mobile: '01711223355',
      message: 'We would like to sell your tyres in Bogura.',
    }))
      form.set(k, v);
    form.set('file', new Blob([new Uint8Array(pdfBytes())]), 'licence.pdf');
    expect((await api.call('POST', '/dealer', { form })).status).toBe(201);
    const request = (await api.call('GET', '/dealer/karim-tyre-house', { token: admin }))
      .body as DealerRequest;
    expect(request.handled).toBe(false);

    const body = { ...dealerBody({ fromRequest: request.slug }), name: undefined, phones: undefined };
    const made = await api.call('POST', '/dealers', { token: admin, body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Karim Tyre House',
      phones: ['01711223355'],
      email: 'karim@example.com',
      fromRequest: request._id,
      district: 'Bogura',
    });
    expect((await api.call('GET', `/dealer/${request._id}`, { token: admin })).body.handled).toBe(true);
    const again = await api.call('POST', '/dealers', { token: admin, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This dealer request has already become a dealer');
    const missing = await api.call('POST', '/dealers', {
      token: admin,
      body: { ...body, fromRequest: 'no-such-request' },
    });
    expect(missing.status).toBe(404);
    await api.call('DELETE', `/dealers/${(made.body as Dealer).slug}`, { token: admin });
  });

  it('when one address checks too often, then it gets 429 with Retry-After', async () => {
    const limited = await startTestApi();
    try {
      for (let i = 0; i < DEALER_CHECK_RULE.limit; i++)
        expect((await limited.call('GET', '/dealer-check?number=TBD-1')).status).toBe(200);
      const refused = await limited.call('GET', '/dealer-check?number=TBD-1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // the list is not limited
      expect((await limited.call('GET', '/dealers')).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe('the demo dealers', () => {
  it('when the demo data is made, then there are at least 60 dealers in all eight divisions with Bangla names, unique numbers and truck hubs', () => {
    const dealers = demoDealers();
    expect(dealers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(dealers.map((d) => divisionOf(d.district)))).toEqual(new Set(DIVISIONS));
    expect(new Set(dealers.map((d) => d.district)).size).toBe(64);
    expect(new Set(dealers.map((d) => d.authNumber)).size).toBe(dealers.length);
    expect(new Set(dealers.map((d) => d.phones![0])).size).toBe(dealers.length);
    for (const d of dealers) {
      expect(d.nameBn).toMatch(/[\u0980-\u09ff]/);
      expect(d.addressBn).toMatch(/[\u0980-\u09ff]/);
      expect(d.phones![0]).toMatch(/^01[3-9]\d{8}$/);
    }
    expect(
      dealers.filter((d) => d.district === 'Bogura' && d.services.includes('truck-tyres')).length,
    ).toBeGreaterThan(0);
  });
});

describe('the demo shop', () => {
  it('when the demo data is seeded, then visitors find its dealers, nearest first, with their categories', async () => {
    const api = await startDemoApi();
    try {
      const list = await api.call('GET', '/dealers?size=5&near=24.85,89.37');
      expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(60);
      const nearest = (list.body as Dealer[])[0]!;
      expect(nearest).toMatchObject({ district: 'Bogura', demo: true });
      expect(nearest.distanceKm).toBeLessThan(5);
      const trucks = await api.call('GET', '/dealers?district=Bogura&service=truck-tyres');
      expect((trucks.body as Dealer[]).map((d) => d.name)).toContain('Banani Truck Tyre House');
      expect((trucks.body as Dealer[])[0]!.categories.map((c) => c.slug)).toContain('truck-bus');
    } finally {
      await api.stop();
    }
    // the first test of a run to ask seeds the demo store (about 30 s on two cores)
  }, 240_000);
});
