// The JSON-LD of the crawler head against a stand-in API: each rich result carries the properties
// Google requires of it (and those it recommends that the site has), in the shape it had before
// the builders were typed with schema-dts. The records' pages say what their JSON-LD is built from
// through their remotes' renderers (real builds, contracts first-paint.ts `StructuredInput`).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlerHeads } from '../src/crawler-head';
import { crawlerShell } from './built-remotes';

const product = {
  _id: 'p1',
  slug: 'grip 90',
  title: 'Grip 90',
  titleBn: 'গ্রিপ ৯০',
  description: 'A grippy tyre for city roads.',
  descriptionBn: '',
  categoryName: 'Motorcycle',
  categoryNameBn: 'মোটরসাইকেল',
  sizeLabel: '90/90-17',
  price: 2500,
  stock: 0,
  thumbnailImage: 'grip-card.webp',
  thumbnail: { thumb: 'grip-t.webp', detail: 'grip-d.webp', full: 'grip.webp', preview: 'grip-p.webp' },
};
const story = {
  _id: 'n1',
  title: 'New tyres </script> for the rains',
  titleBn: '',
  desc: 'Our new range grips wet roads.',
  descBn: '',
  image: 'n1.webp',
  thumbnail: 'n1-card.webp',
  preview: 'n1-p.webp',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-02T10:00:00.000Z',
};
const job = {
  _id: 'j1',
  slug: 'sales-officer',
  title: 'Sales officer',
  titleBn: '',
  desc: 'Visit our dealers.',
  skills: 'Bangla & English',
  accountabilities: '',
  eduReq: 'BBA',
  location: 'Chattogram',
  deadline: '2030-01-31',
  closesAt: '2030-01-31T17:59:59.999Z',
  createdAt: '2024-04-01T00:00:00.000Z',
  updatedAt: '2024-04-01T00:00:00.000Z',
  ref: 'SO-7',
  vacancy: 3,
  salary: 'BDT 25,000 - 30,000',
  open: true,
};
const contact = {
  email: 'hello@example.com',
  phones: ['+880 1700 000000', '+880 1800 000000'],
  social: [{ name: 'Facebook', url: 'https://facebook.example/tyre' }],
  offices: [{ name: 'Head office', address: 'Road 1, Dhaka', nameBn: '', addressBn: '' }],
};
const answers: Record<string, unknown> = {
  '/products/grip%2090': product,
  '/news/n1': story,
  '/job/sales-officer': job,
  '/contact': contact,
  '/products?page=0&size=20': [product, { ...product, slug: 'b', title: 'Second' }],
};

let api: Server;
let shell: Awaited<ReturnType<typeof crawlerShell>>;
let files = '';
beforeAll(async () => {
  api = createServer((req, res) => {
    const body = answers[(req.url ?? '').replace(/^\/api\/v1/, '')];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'not found' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  const apiBaseUrl = `http://127.0.0.1:${address.port}/api/v1`;
  files = `${apiBaseUrl}/files/`;
  shell = await crawlerShell(apiBaseUrl);
}, 30_000);
afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => api.close(resolve));
});

/** The head of the shell's page at `path` + `search`. */
async function headOf(path: string, search = ''): Promise<{ head: string }> {
  const html = await (await fetch(shell.url + path + search)).text();
  return { head: html.slice(0, html.indexOf('</head>')) };
}

/** The JSON-LD items of a page's head (one item, or a graph's items). */
async function itemsOf(path: string, search = ''): Promise<Record<string, any>[]> {
  const { head } = await headOf(path, search);
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]![1]!) as Record<string, any>;
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'] ?? [data];
}
const ofType = (items: Record<string, any>[], type: string) => {
  const found = items.find((item) => item['@type'] === type);
  expect(found, type).toBeTruthy();
  return found!;
};

describe('structured data with the fields Google requires', () => {
  it('a product: Product (name, image, offers) with an Offer (price, currency, availability) and its breadcrumb', async () => {
    const url = 'https://shop.example/products/grip%2090';
    const items = await itemsOf('/products/grip%2090');
    expect(items.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ofType(items, 'Product')).toEqual({
      '@type': 'Product',
      name: 'Grip 90',
      description: 'A grippy tyre for city roads.',
      image: [`${files}grip-d.webp`, `${files}grip-card.webp`],
      sku: 'p1',
      brand: { '@type': 'Brand', name: 'Tyre Bangladesh' },
      category: 'Motorcycle',
      size: '90/90-17',
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: 2500,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Tyre Bangladesh' },
      },
    });
    expect(ofType(items, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Tyres', item: 'https://shop.example/products' },
      { '@type': 'ListItem', position: 3, name: 'Grip 90', item: url },
    ]);
  });

  it('a product in Bangla: its Bangla name and category, the Bangla breadcrumb, the address with ?lang=bn', async () => {
    const items = await itemsOf('/products/grip%2090', '?lang=bn');
    const product = ofType(items, 'Product');
    expect(product).toMatchObject({ name: 'গ্রিপ ৯০', category: 'মোটরসাইকেল' });
    expect(product.offers.url).toBe('https://shop.example/products/grip%2090?lang=bn');
    expect(ofType(items, 'BreadcrumbList').itemListElement.map((step: any) => step.name)).toEqual([
      'হোম',
      'টায়ার',
      'গ্রিপ ৯০',
    ]);
  });

  it('a story: NewsArticle with headline (at most 110 characters), image, both dates, author and publisher', async () => {
    const { head } = await headOf('/news/n1');
    // a title that holds </script> never closes the JSON-LD early
    expect(head).not.toContain('</script> for the rains');
    const article = ofType(await itemsOf('/news/n1'), 'NewsArticle');
    expect(article).toEqual({
      '@type': 'NewsArticle',
      headline: 'New tyres </script> for the rains',
      description: 'Our new range grips wet roads.',
      image: [`${files}n1.webp`, `${files}n1-card.webp`],
      datePublished: '2024-05-01T10:00:00.000Z',
      dateModified: '2024-05-02T10:00:00.000Z',
      url: 'https://shop.example/news/n1',
      mainEntityOfPage: 'https://shop.example/news/n1',
      author: { '@type': 'Organization', name: 'Tyre Bangladesh', url: 'https://shop.example/' },
      publisher: {
        '@type': 'Organization',
        name: 'Tyre Bangladesh',
        logo: { '@type': 'ImageObject', url: 'https://shop.example/icon-512.png' },
      },
    });
  });

  it('a job: JobPosting with title, description (escaped paragraphs), datePosted, validThrough, hiringOrganization, jobLocation in Bangladesh and the salary', async () => {
    const posting = ofType(await itemsOf('/jobs/sales-officer'), 'JobPosting');
    for (const field of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
    ])
      expect(posting[field], field).toBeTruthy();
    expect(posting.description).toBe(
      '<p>Visit our dealers.</p><p>Skills: Bangla &amp; English</p><p>Education: BBA</p>',
    );
    expect(posting.validThrough).toBe(job.closesAt);
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Tyre Bangladesh',
      sameAs: 'https://shop.example/',
      logo: 'https://shop.example/icon-512.png',
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Chattogram', addressCountry: 'BD' },
    });
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Tyre Bangladesh', value: 'SO-7' });
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'BDT',
      value: { '@type': 'QuantitativeValue', minValue: 25000, maxValue: 30000, unitText: 'MONTH' },
    });
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.totalJobOpenings).toBe(3);
  });

  it('a list page: an ItemList of its first screen, each item with its position and address', async () => {
    const list = ofType(await itemsOf('/products'), 'ItemList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://shop.example/products/grip%2090', name: 'Grip 90' },
      { '@type': 'ListItem', position: 2, url: 'https://shop.example/products/b', name: 'Second' },
    ]);
  });

  it('the contact page: the Organization with its offices as LocalBusinesses; without the API, the organization alone', async () => {
    const organization = ofType(await itemsOf('/contact'), 'Organization');
    expect(organization).toEqual({
      '@context': 'https://schema.org', // the page's one item
      '@type': 'Organization',
      name: 'Tyre Bangladesh',
      url: 'https://shop.example/',
      logo: 'https://shop.example/icon-512.png',
      email: 'hello@example.com',
      telephone: '+880 1700 000000',
      sameAs: ['https://facebook.example/tyre'],
      department: [
        {
          '@type': 'LocalBusiness',
          name: 'Tyre Bangladesh, Head office',
          image: 'https://shop.example/icon-512.png',
          telephone: '+880 1700 000000',
          address: { '@type': 'PostalAddress', streetAddress: 'Road 1, Dhaka', addressCountry: 'BD' },
        },
      ],
    });
    // the home page's (the shell's own) when the API does not answer
    const alone = crawlerHeads({ apiBaseUrl: 'http://127.0.0.1:9/api/v1', waitMs: 50 });
    const { head } = await alone('/', 'https://shop.example');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Tyre Bangladesh',
      url: 'https://shop.example/',
      logo: 'https://shop.example/icon-512.png',
    });
  });
});
