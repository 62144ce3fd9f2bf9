import type { DealerPlace } from '@tyre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

const dealerBody = (over: Record<string, unknown>) => ({
  nameBn: 'টায়ার',
  upazila: 'Sadar',
  address: '1 Station Road',
  phones: ['01711223344'],
  hours: { days: ['Sa'], opens: '09:00', closes: '20:00' },
  services: ['fitting'],
  lat: 24.8465,
  lng: 89.3773,
  ...over,
});

describe('the dealers map (GET /dealer-places)', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.adminToken();
    await api.call('POST', '/category', { token: admin, body: { name: 'Truck Bus', slug: 'truck-bus' } });
    for (const over of [
      {
        name: 'Zeta Tyres',
        district: 'Bogura',
        services: ['truck-tyres'],
        categories: ['truck-bus'],
        phones: ['01711000001'],
      },
      { name: 'Alpha Tyres', district: 'Dhaka', lat: 23.76, lng: 90.4, phones: ['01711000002'] },
      { name: 'Hidden Tyres', district: 'Dhaka', listed: false, phones: ['01711000003'] },
    ])
      expect((await api.call('POST', '/dealers', { token: admin, body: dealerBody(over) })).status).toBe(201);
  });
  afterAll(() => api.stop());

  it('when asked, then every listed dealer is answered by name with its place only, unlisted ones left out', async () => {
    const r = await api.call('GET', '/dealer-places');
    expect(r.status).toBe(200);
    expect(r.body as DealerPlace[]).toEqual([
      {
        slug: 'alpha-tyres',
        name: 'Alpha Tyres',
        nameBn: 'টায়ার',
        district: 'Dhaka',
        lat: 23.76,
        lng: 90.4,
        authNumber: expect.stringMatching(/^TBD-\d{4}-\d{4}$/),
        listed: true,
      },
      {
        slug: 'zeta-tyres',
        name: 'Zeta Tyres',
        nameBn: 'টায়ার',
        district: 'Bogura',
        lat: 24.8465,
        lng: 89.3773,
        authNumber: expect.stringMatching(/^TBD-\d{4}-\d{4}$/),
        listed: true,
      },
    ]);
    // an admin's token changes nothing: the map is the public one
    expect((await api.call('GET', '/dealer-places', { token: admin })).body).toHaveLength(2);
  });

  it('when an admin asks for all (the overview’s map), then the unlisted dealers come too, marked, and the answer is not cached; anyone else gets the listed ones', async () => {
    const all = await api.call('GET', '/dealer-places?all=1', { token: admin });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect((all.body as DealerPlace[]).map((d) => [d.name, d.listed])).toEqual([
      ['Alpha Tyres', true],
      ['Hidden Tyres', false],
      ['Zeta Tyres', true],
    ]);
    // the filters still apply
    expect(
      (
        (await api.call('GET', '/dealer-places?all=1&district=Dhaka', { token: admin })).body as DealerPlace[]
      ).map((d) => d.name),
    ).toEqual(['Alpha Tyres', 'Hidden Tyres']);
    // a visitor, or a customer, asking for all: the public map only
    const visitor = await api.call('GET', '/dealer-places?all=1');
    expect(visitor.status).toBe(200);
    expect((visitor.body as DealerPlace[]).map((d) => d.name)).toEqual(['Alpha Tyres', 'Zeta Tyres']);
    const customer = await api.call('GET', '/dealer-places?all=1', { token: (await api.customer()).token });
    expect((customer.body as DealerPlace[]).map((d) => d.name)).toEqual(['Alpha Tyres', 'Zeta Tyres']);
  });

  it('when filtered like the list, then only those dealers are answered; a wrong filter is refused', async () => {
    const names = async (query: string) =>
      ((await api.call('GET', `/dealer-places?${query}`)).body as DealerPlace[]).map((d) => d.name);
    expect(await names('division=Rajshahi')).toEqual(['Zeta Tyres']);
    expect(await names('district=Dhaka')).toEqual(['Alpha Tyres']);
    expect(await names('service=truck-tyres')).toEqual(['Zeta Tyres']);
    expect(await names('district=Dhaka&service=truck-tyres')).toEqual([]);
    expect(await names('category=truck-bus')).toEqual(['Zeta Tyres']);
    expect(await names('category=motorcycle')).toEqual([]);
    const bad = await api.call('GET', '/dealer-places?district=Atlantis');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['district']);
  });
});

describe('the dealers who stock a category (GET /dealers?category=)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    const admin = await api.adminToken();
    await api.call('POST', '/category', { token: admin, body: { name: 'Truck Bus', slug: 'truck-bus' } });
    await api.call('POST', '/category', { token: admin, body: { name: 'Motorcycle', slug: 'motorcycle' } });
    for (const [i, over] of [
      { name: 'Bogura Trucks', district: 'Bogura', categories: ['truck-bus'] },
      { name: 'Bogura Bikes', district: 'Bogura', categories: ['motorcycle'] },
      {
        name: 'Gaibandha Trucks',
        district: 'Gaibandha',
        lat: 25.3288,
        lng: 89.543,
        categories: ['truck-bus', 'motorcycle'],
      },
    ].entries())
      expect(
        (
          await api.call('POST', '/dealers', {
            token: admin,
            body: dealerBody({ ...over, phones: [`0171100010${i}`] }),
          })
        ).status,
      ).toBe(201);
  });
  afterAll(() => api.stop());

  it('when a product page asks for its category in a district, then the count is of those dealers only', async () => {
    const r = await api.call('GET', '/dealers?category=truck-bus&district=Bogura&size=1');
    expect(r.headers.get('x-total-count')).toBe('1');
    expect((r.body as Array<{ name: string }>).map((d) => d.name)).toEqual(['Bogura Trucks']);
  });

  it('when it asks for the nearest of its category from a district town, then they come nearest first with km', async () => {
    const r = await api.call('GET', '/dealers?category=truck-bus&near=24.8465,89.3773&size=3');
    expect(r.headers.get('x-total-count')).toBe('2');
    const body = r.body as Array<{ name: string; distanceKm: number }>;
    expect(body.map((d) => d.name)).toEqual(['Bogura Trucks', 'Gaibandha Trucks']);
    expect(body[0]!.distanceKm).toBe(0);
    expect(body[1]!.distanceKm).toBeGreaterThan(50);
    expect((await api.call('GET', '/dealers?category=Not a slug')).status).toBe(400);
  });
});
