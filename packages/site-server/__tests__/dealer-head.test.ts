// The dealers' pages as search engines and link cards see them: the head and TireShop JSON-LD of
// a dealer's page, /dealers and each dealer in the sitemap, and the location allowed for the
// shop's own pages ("Dealers near me").
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/page-policy';
import { crawlerShell } from './built-remotes';

const dealer = {
  _id: '0123456789abcdef01234567',
  slug: 'rahman-tyre-house',
  name: 'Rahman Tyre House',
  nameBn: 'রহমান টায়ার হাউস',
  authNumber: 'TBD-2025-0025',
  division: 'Rajshahi',
  district: 'Bogura',
  upazila: 'Bogura Sadar',
  upazilaBn: 'বগুড়া সদর',
  address: '12 Station Road, Bogura',
  addressBn: '১২ স্টেশন রোড, বগুড়া',
  phones: ['01711223344'],
  email: '',
  hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
  services: ['fitting', 'truck-tyres'],
  categories: [],
  lat: 24.8465,
  lng: 89.3773,
  listed: true,
  demo: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

const answers: Record<string, unknown> = {
  '/dealers/rahman-tyre-house': dealer,
  '/dealers?page=0&size=20': [dealer],
  '/dealers?page=0&size=100': [dealer],
  '/products?page=0&size=48': [],
  '/tires': [],
  '/news?page=0&size=100': [],
  '/job': [],
};
const api = createServer((req, res) => {
  const body = answers[(req.url ?? '').replace(/^\/api\/v1/, '')];
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'x-total-count': '1' });
  res.end(JSON.stringify(body ?? { message: 'not found' }));
});
let base = '';
// the dealers' pages say their heads through the content remote's renderer (a real build)
let shell: Awaited<ReturnType<typeof crawlerShell>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api/v1`;
  shell = await crawlerShell(base, { crawlerWaitMs: 3000 });
}, 30_000);
afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => api.close(resolve));
});

/** The status and head of the shell's page at `path`. */
async function headOf(path: string, search = ''): Promise<{ status: number; head: string }> {
  const response = await fetch(shell.url + path + search);
  const html = await response.text();
  return { status: response.status, head: html.slice(0, html.indexOf('</head>')) };
}

/** The JSON-LD items of a head. */
function jsonLdOf(head: string): Array<Record<string, any>> {
  const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
  if (!text) return [];
  const data = JSON.parse(text) as Record<string, any>;
  return data['@graph'] ?? [data];
}

describe("a dealer's page", () => {
  it('when a crawler asks for it, then it has its title, description, Open Graph and a TireShop with address, geo, hours and phone', async () => {
    const { status, head } = await headOf('/dealers/rahman-tyre-house');
    expect(status).toBe(200);
    expect(head).toContain('<title>Rahman Tyre House · Dealers · Tyre Bangladesh</title>');
    expect(head).toMatch(
      /<meta name="description" content="Authorised Tyre Bangladesh dealer \(TBD-2025-0025\): 12 Station Road, Bogura/,
    );
    expect(head).toContain(
      '<meta property="og:title" content="Rahman Tyre House · Dealers · Tyre Bangladesh">',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://shop.example/dealers/rahman-tyre-house">',
    );
    const [shop, trail] = jsonLdOf(head);
    expect(shop).toMatchObject({
      '@type': 'TireShop',
      name: 'Rahman Tyre House',
      telephone: ['+8801711223344'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Station Road, Bogura',
        addressRegion: 'Bogura',
        addressCountry: 'BD',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 24.8465, longitude: 89.3773 },
      openingHoursSpecification: { opens: '09:00', closes: '20:00' },
      identifier: { value: 'TBD-2025-0025' },
    });
    expect(shop!.openingHoursSpecification.dayOfWeek).toHaveLength(6);
    expect(shop!.openingHoursSpecification.dayOfWeek[0]).toBe('https://schema.org/Saturday');
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('when it is asked in Bangla, then the head and the TireShop speak Bangla; an unknown dealer is 404', async () => {
    const { head } = await headOf('/dealers/rahman-tyre-house', '?lang=bn');
    expect(head).toContain('<title>রহমান টায়ার হাউস · ডিলার · Tyre Bangladesh</title>');
    expect(jsonLdOf(head)[0]).toMatchObject({
      name: 'রহমান টায়ার হাউস',
      address: { streetAddress: '১২ স্টেশন রোড, বগুড়া' },
    });
    expect((await headOf('/dealers/nobody')).status).toBe(404);
  });

  it('when /dealers is asked, then it has its own head and lists the dealers', async () => {
    const { head } = await headOf('/dealers');
    expect(head).toContain('<title>Find a dealer · Tyre Bangladesh</title>');
    expect(jsonLdOf(head)[0]).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ url: 'https://shop.example/dealers/rahman-tyre-house', name: 'Rahman Tyre House' }],
    });
  });
});

describe('the sitemap and the page policy', () => {
  it('when the sitemap is made, then it has /dealers and every listed dealer', async () => {
    const xml = await (await fetch(`${shell.url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://shop.example/dealers</loc>');
    expect(xml).toContain(
      '<loc>https://shop.example/dealers/rahman-tyre-house</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>',
    );
  });

  it("allows the location for the shop's own pages only, and keeps the other powerful features off", () => {
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });
});
