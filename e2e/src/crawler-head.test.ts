import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from './files';
import { adminToken, startSite, type Site } from './site';

// What a link crawler or a search engine sees: the shell's HTML as the server sends it, fetched
// without JavaScript (as curl would), against the real API with the demo data.

let site: Site;
beforeAll(async () => {
  site = await startSite();
  // The site server loads the remotes' renderers as it starts, and a page waits at most 300 ms
  // for one still loading (first-paint.ts): on a loaded machine the first page after a start may
  // go out with the site's generic head. These tests read the heads of a started site.
  for (const path of ['/products', '/news']) {
    for (let tries = 0; tries < 100; tries += 1) {
      if (titleOf((await crawl(path)).html)?.includes(' · ')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
afterAll(async () => {
  await site?.stop();
});

interface Page {
  status: number;
  html: string;
}
async function crawl(path: string): Promise<Page> {
  const response = await fetch(site.url + path);
  return { status: response.status, html: await response.text() };
}
/** The content of `<meta property|name="key">`, decoded as a browser would. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)">`).exec(
    html,
  );
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the head a link crawler reads', () => {
  it('when a product is asked for, then its name, price, preview picture, description and canonical address are in the HTML', async () => {
    const [card] = (await (await fetch(`${site.apiUrl}/products?size=1`)).json()) as {
      slug: string;
      title: string;
      price: number;
      thumbnailImage: string;
    }[];
    if (!card) throw new Error('no demo product');
    const { status, html } = await crawl(`/products/${encodeURIComponent(card.slug)}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${card.title} · Tyre Bangladesh`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'og:title')).toBe(`${card.title} · Tyre Bangladesh`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'product:price:amount')).toBe(String(card.price));
    expect(metaOf(html, 'product:price:currency')).toBe('BDT');
    // the 1200 x 630 preview made at upload time (the picture on the brand's green)
    const product = (await (
      await fetch(`${site.apiUrl}/products/${encodeURIComponent(card.slug)}`)
    ).json()) as {
      thumbnail: { preview: string };
    };
    expect(product.thumbnail.preview).toMatch(/-preview\.webp$/);
    expect(metaOf(html, 'og:image')).toBe(`${site.apiUrl}/files/${product.thumbnail.preview}`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'description')?.length).toBeGreaterThan(20);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="canonical" href="${site.url}/products/${encodeURIComponent(card.slug)}">`,
    );
    // the picture answers: a crawler can fetch it
    expect((await fetch(metaOf(html, 'og:image') as string)).status).toBe(200);
  });

  it('when a news story is asked for, then it is an article with its title; a list page has its own title', async () => {
    const [story] = (await (await fetch(`${site.apiUrl}/news?size=1`)).json()) as {
      _id: string;
      title: string;
      preview: string;
    }[];
    if (!story) throw new Error('no demo story');
    const { status, html } = await crawl(`/news/${story._id}`);
    expect(status).toBe(200);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(story.preview).toMatch(/-preview\.webp$/);
    expect(metaOf(html, 'og:image')).toBe(`${site.apiUrl}/files/${story.preview}`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(titleOf(html)).toBe(`${story.title.replace(/&/g, '&amp;')} · Tyre Bangladesh`);
    for (const [path, title] of [
      ['/products', 'Tyres · Tyre Bangladesh'],
      ['/news', 'News · Tyre Bangladesh'],
      ['/career', 'Careers · Tyre Bangladesh'],
    ]) {
      const list = await crawl(path as string);
      expect(titleOf(list.html), path).toBe(title);
      expect(metaOf(list.html, 'description'), path).toBeTruthy();
      expect(metaOf(list.html, 'og:url'), path).toBe(site.url + path);
    }
  });

  it('when a product, range, story or job does not exist, then the server answers 404 with the app (its not-found screen)', async () => {
    for (const path of [
      '/products/no-such-tyre',
      '/tire/no-such-range',
      '/news/0123456789abcdef01234567',
      '/jobs/no-such-job',
    ]) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<div id="root">');
      expect(metaOf(html, 'robots'), path).toBe('noindex');
    }
  });

  it('when a private screen is asked for, then it carries noindex', async () => {
    for (const path of ['/cart', '/dashboard/orders', '/login']) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(200);
      expect(metaOf(html, 'robots'), path).toBe('noindex, nofollow');
    }
  });

  it('when a story is titled with markup, then the head writes it as text and nothing breaks out', async () => {
    const token = await adminToken(site);
    const form = new FormData();
    const evil = '</title><script>alert(1)</script>"><meta name="x';
    form.set('title', evil);
    form.set('desc', 'A story whose title tries to break the page head.');
    form.set('file', new Blob([new Uint8Array(pngImage(64, 48))], { type: 'image/png' }), 'story.png');
    const created = await fetch(`${site.apiUrl}/news`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    const { html } = await crawl(`/news/${_id}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)</script>');
    expect(head).not.toContain('<meta name="x');
    expect(titleOf(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;meta name=&quot;x · Tyre Bangladesh',
    );
    expect(metaOf(html, 'og:title')).toBe(`${evil} · Tyre Bangladesh`);
  });
});

/** The page's JSON-LD items (a `@graph` flattened). */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1] as string) as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
  });
}
const ofType = (items: Record<string, unknown>[], type: string) =>
  items.find((item) => item['@type'] === type);

describe('structured data (schema.org JSON-LD) with the fields Google requires', () => {
  it('a product page: Product with an Offer in BDT (price, availability) and a breadcrumb', async () => {
    const [card] = (await (await fetch(`${site.apiUrl}/products?size=1`)).json()) as {
      slug: string;
      title: string;
      price: number;
      stock: number;
    }[];
    if (!card) throw new Error('no demo product');
    const items = structuredData((await crawl(`/products/${encodeURIComponent(card.slug)}`)).html);
    const product = ofType(items, 'Product') as Record<string, any>;
    expect(product.name).toBe(card.title);
    expect(product.image.length).toBeGreaterThan(0);
    expect(product.offers.price).toBe(card.price);
    expect(product.offers.priceCurrency).toBe('BDT');
    expect(product.offers.availability).toBe(
      card.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    const crumbs = ofType(items, 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((step: { position: number }) => step.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${site.url}/products/${encodeURIComponent(card.slug)}`);
  });

  it('a story: NewsArticle with headline, image and dates; a job: JobPosting with its deadline and place in Bangladesh', async () => {
    const [story] = (await (await fetch(`${site.apiUrl}/news?size=1`)).json()) as {
      _id: string;
      createdAt: string;
    }[];
    const article = ofType(
      structuredData((await crawl(`/news/${story!._id}`)).html),
      'NewsArticle',
    ) as Record<string, any>;
    expect(article.headline.length).toBeGreaterThan(0);
    expect(article.headline.length).toBeLessThanOrEqual(110);
    expect(article.image.length).toBeGreaterThan(0);
    expect(article.datePublished).toBe(story!.createdAt);
    expect(article.author.name).toBe('Tyre Bangladesh');

    const [job] = (await (await fetch(`${site.apiUrl}/job`)).json()) as {
      slug: string;
      title: string;
      closesAt: string;
    }[];
    const posting = ofType(
      structuredData((await crawl(`/jobs/${encodeURIComponent(job!.slug)}`)).html),
      'JobPosting',
    ) as Record<string, any>;
    for (const field of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
    ])
      expect(posting[field], field).toBeTruthy();
    expect(posting.title).toBe(job!.title);
    expect(posting.validThrough).toBe(job!.closesAt);
    expect(posting.jobLocation.address.addressCountry).toBe('BD');
    expect(posting.description).not.toContain('<script');
  });

  it('a list page: an ItemList of what its first screen shows, in order, with each item’s address', async () => {
    const cards = (await (await fetch(`${site.apiUrl}/products?page=0&size=20`)).json()) as {
      slug: string;
      title: string;
    }[];
    const list = ofType(structuredData((await crawl('/products')).html), 'ItemList') as Record<string, any>;
    expect(list.itemListElement).toHaveLength(cards.length);
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      name: cards[0]!.title,
      url: `${site.url}/products/${encodeURIComponent(cards[0]!.slug)}`,
    });
    const news = ofType(structuredData((await crawl('/news')).html), 'ItemList') as Record<string, any>;
    expect(news.itemListElement.length).toBeGreaterThan(0);
    expect(news.itemListElement[0].url).toMatch(new RegExp(`^${site.url}/news/[0-9a-f]{24}$`));
  });

  it('the contact page: the Organization with its offices as LocalBusinesses (address, phone)', async () => {
    const contact = (await (await fetch(`${site.apiUrl}/contact`)).json()) as {
      offices: { address: string }[];
      phones: string[];
    };
    const organization = ofType(structuredData((await crawl('/contact')).html), 'Organization') as Record<
      string,
      any
    >;
    expect(organization.name).toBe('Tyre Bangladesh');
    expect(organization.department).toHaveLength(contact.offices.length);
    expect(organization.department[0]['@type']).toBe('LocalBusiness');
    expect(organization.department[0].address.streetAddress).toBe(contact.offices[0]!.address);
    expect(organization.department[0].telephone).toBe(contact.phones[0]);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the private screens and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of [
      '/dashboard',
      '/cart',
      '/order',
      '/success',
      '/invoice',
      '/orders',
      '/profile',
      '/login',
      '/register',
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /\n');
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('the sitemap lists every public page, active product, tyre range, story, open job and listed dealer', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const total = async (path: string) =>
      Number((await fetch(site.apiUrl + path)).headers.get('x-total-count'));
    const ranges = ((await (await fetch(`${site.apiUrl}/tires`)).json()) as unknown[]).length;
    const jobs = ((await (await fetch(`${site.apiUrl}/job`)).json()) as { open?: boolean }[]).filter(
      (job) => job.open !== false,
    ).length;
    const pages = 10;
    expect(locs).toHaveLength(
      pages +
        (await total('/products?size=1')) +
        ranges +
        (await total('/news?size=1')) +
        jobs +
        (await total('/dealers?size=1')),
    );
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${site.url}/products`);
    expect(locs.every((loc) => loc?.startsWith(site.url))).toBe(true);
    // well-formed: every element closed, no bare ampersand
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(/&(?!amp;|lt;|gt;|quot;|#39;)/.test(xml)).toBe(false);
  });
});

describe('both languages by address', () => {
  it('when a page is asked for with ?lang=bn, then the server writes it in Bangla with its language alternates', async () => {
    const [card] = (
      (await (await fetch(`${site.apiUrl}/products?size=48`)).json()) as {
        slug: string;
        title: string;
        titleBn: string;
      }[]
    ).filter((product) => product.titleBn);
    if (!card) throw new Error('no demo product with a Bangla title');
    const base = `${site.url}/products/${encodeURIComponent(card.slug)}`;
    const { status, html } = await crawl(`/products/${encodeURIComponent(card.slug)}?lang=bn`);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="bn">/i);
    expect(titleOf(html)).toBe(`${card.titleBn} · Tyre Bangladesh`);
    expect(metaOf(html, 'og:locale')).toBe('bn_BD');
    expect(metaOf(html, 'og:locale:alternate')).toBe('en_US');
    expect(html).toContain(`<link rel="canonical" href="${base}?lang=bn">`);
    for (const [hreflang, href] of [
      ['en', `${base}?lang=en`],
      ['bn', `${base}?lang=bn`],
      ['x-default', base],
    ])
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    // English by address, and the default without one
    expect(titleOf((await crawl(`/products/${encodeURIComponent(card.slug)}?lang=en`)).html)).toBe(
      `${card.title} · Tyre Bangladesh`,
    );
    expect(titleOf((await crawl('/news?lang=bn')).html)).toBe('খবর · Tyre Bangladesh');
    expect((await crawl('/news')).html).toMatch(/^<!doctype html><html lang="en">/i);
  });

  it('when a visitor opens a Bangla address in an English browser, then the page shows in Bangla and remembers it', async () => {
    const context = await site.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${site.url}/products?lang=bn`);
    await page.getByRole('navigation').first().getByRole('link', { name: 'পণ্যসমূহ' }).first().waitFor();
    // the server painted the page in Bangla; the app, once in, remembers the choice
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    await page.goto(`${site.url}/news`);
    await page.getByRole('navigation').first().getByRole('link', { name: 'খবর' }).first().waitFor();
    await context.close();
  });
});

describe('titles in the browser', () => {
  it('when a visitor moves between pages in the app, then the tab’s title follows, in the page’s language', async () => {
    for (const [locale, products] of [
      ['en-US', 'Products'],
      ['bn-BD', 'পণ্যসমূহ'],
    ] as const) {
      const context = await site.browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(site.url);
      await expect.poll(() => page.title()).toBe('Tyre Bangladesh');
      await page.getByRole('navigation').first().getByRole('link', { name: products }).first().click();
      await expect.poll(() => page.title()).toBe(`${products} · Tyre Bangladesh`);
      const card = page.locator('[data-boundary="catalog"] [data-testid="product-card"]').first();
      const name = (await card.locator('h2, h3').first().innerText()).trim();
      await card.locator('a').first().click();
      await expect.poll(() => page.title()).toBe(`${name} · Tyre Bangladesh`);
      const described = () =>
        page.evaluate(
          () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        );
      const productDescription = await described();
      await page.goBack();
      await expect.poll(() => page.title()).toBe(`${products} · Tyre Bangladesh`);
      // the description is the list's again, not the product's the visitor left
      await expect.poll(described).not.toBe(productDescription);
      expect((await described()).length).toBeGreaterThan(20);
      await context.close();
    }
  });
});
