// The schema.org JSON-LD of the crawler head, typed with schema-dts. Each rich result's type
// requires the properties Google requires for it (Google Search Central, structured data of
// products, articles, job postings, breadcrumbs and carousels), so that a builder that drops one
// does not compile; the tests check the same fields in the output.
import type {
  BreadcrumbListLeaf,
  Graph,
  ItemListLeaf,
  JobPostingLeaf,
  ListItemLeaf,
  LocalBusinessLeaf,
  MonetaryAmountLeaf,
  NewsArticleLeaf,
  OfferLeaf,
  OrganizationLeaf,
  ProductLeaf,
  Thing,
  TireShopLeaf,
} from 'schema-dts';
import type { ContactInfo, Dealer, Job, NewsPost, Product } from '@tyre/contracts';
import type { StructuredInput } from '@tyre/contracts/first-paint';
import { escapeHtml, inlineJson } from './html';
import { pick, siteName, summary, words, type Lang } from './texts';

/**
 * `value`, whose type must carry the properties `K` (the ones Google requires of the rich result),
 * each defined: a builder that leaves one out, or may leave it undefined, does not compile. (Used
 * on each literal checked with `satisfies` against its schema-dts type, which keeps its own keys.)
 */
const requires =
  <K extends string>() =>
  <T extends Record<K, NonNullable<unknown>>>(value: T): T =>
    value;

/** The site's organization, as the author, publisher, seller or employer. */
const shop = { '@type': 'Organization', name: siteName } as const satisfies OrganizationLeaf;
const logoOf = (site: string) => `${site}/icon-512.png`;

/** A `BreadcrumbList` from the home page down: `[name, path or absolute address]` per step. */
export function breadcrumbs(site: string, lang: Lang, steps: Array<[string, string]>): BreadcrumbListLeaf {
  const home: [string, string] = [words[lang].home, '/'];
  const itemListElement = [home, ...steps].map(([name, at], i): ListItemLeaf =>
    requires<'position' | 'name' | 'item'>()({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: at.startsWith('http') ? at : site + at,
    } satisfies ListItemLeaf),
  );
  return requires<'itemListElement'>()({
    '@type': 'BreadcrumbList',
    itemListElement,
  } satisfies BreadcrumbListLeaf);
}

/** An `ItemList` of `[path, name]` entries, in order (a list page's first screen). */
export function itemList(site: string, lang: Lang, entries: Array<[string, string]>): ItemListLeaf {
  const itemListElement = entries.map(([path, name], i): ListItemLeaf =>
    requires<'position' | 'url'>()({
      '@type': 'ListItem',
      position: i + 1,
      url: site + path + (lang === 'bn' ? '?lang=bn' : ''),
      name,
    } satisfies ListItemLeaf),
  );
  return requires<'itemListElement'>()({ '@type': 'ItemList', itemListElement } satisfies ItemListLeaf);
}

/** A product with its offer in BDT (`files`: the API's file address, `<api>/files/`). */
export function productData(product: Product, files: string, lang: Lang, url: string): ProductLeaf {
  const offer = requires<'price' | 'priceCurrency' | 'availability'>()({
    '@type': 'Offer',
    url,
    price: product.price,
    priceCurrency: 'BDT',
    availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: shop,
  } satisfies OfferLeaf);
  // a product snippet needs a name and one of offers, review or rating; a merchant listing an image
  return requires<'name' | 'image' | 'offers'>()({
    '@type': 'Product',
    name: pick(product, 'title', lang),
    description: summary(pick(product, 'description', lang), 500) || undefined,
    image: [product.thumbnail?.detail, product.thumbnailImage].filter(Boolean).map((file) => files + file),
    sku: product._id,
    brand: { '@type': 'Brand', name: siteName },
    category: pick(product, 'categoryName', lang),
    size: product.sizeLabel,
    url,
    offers: offer,
  } satisfies ProductLeaf);
}

/** A news story, told in `text` (the page's language). */
export function newsArticleData(
  story: NewsPost,
  files: string,
  lang: Lang,
  text: string,
  url: string,
  site: string,
): NewsArticleLeaf {
  // an article requires nothing; these are the properties Google recommends
  return requires<'headline' | 'image' | 'datePublished' | 'dateModified' | 'author'>()({
    '@type': 'NewsArticle',
    headline: summary(pick(story, 'title', lang), 110),
    description: summary(text, 300),
    image: [story.image, story.thumbnail].filter(Boolean).map((file) => files + file),
    datePublished: story.createdAt,
    dateModified: story.updatedAt,
    url,
    mainEntityOfPage: url,
    author: { ...shop, url: `${site}/` },
    publisher: { ...shop, logo: { '@type': 'ImageObject', url: logoOf(site) } },
  } satisfies NewsArticleLeaf);
}

/** A salary written as `BDT 25,000 - 30,000` or `BDT 35,000` as a `MonetaryAmount` (per month); else none. */
export function salaryOf(text: string | null | undefined): MonetaryAmountLeaf | undefined {
  const amounts = [...String(text ?? '').matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));
  if (!/BDT|Tk|৳|taka/i.test(String(text)) || amounts.length === 0 || amounts.some((n) => !(n > 0)))
    return undefined;
  const [min, max] = [Math.min(...amounts), Math.max(...amounts)];
  return {
    '@type': 'MonetaryAmount',
    currency: 'BDT',
    value:
      min === max
        ? { '@type': 'QuantitativeValue', value: min, unitText: 'MONTH' }
        : { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'MONTH' },
  };
}

/** A job opening in Bangladesh, its texts as HTML paragraphs (in English, as Google shows it). */
export function jobPostingData(job: Job, url: string, site: string): JobPostingLeaf {
  // validThrough: required of a posting that expires (every one here)
  return requires<
    'title' | 'description' | 'datePosted' | 'hiringOrganization' | 'jobLocation' | 'validThrough'
  >()({
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.desc,
      job.skills && `Skills: ${job.skills}`,
      job.accountabilities && `Duties: ${job.accountabilities}`,
      job.eduReq && `Education: ${job.eduReq}`,
    ]
      .filter(Boolean)
      .map((part) => `<p>${escapeHtml(part)}</p>`)
      .join(''),
    datePosted: job.createdAt,
    validThrough: job.closesAt,
    employmentType: 'FULL_TIME',
    identifier: job.ref ? { '@type': 'PropertyValue', name: siteName, value: job.ref } : undefined,
    totalJobOpenings: job.vacancy,
    hiringOrganization: { ...shop, sameAs: `${site}/`, logo: logoOf(site) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'BD' },
    },
    baseSalary: salaryOf(job.salary),
    url,
  } satisfies JobPostingLeaf);
}

/**
 * The shop as an `Organization` with its offices as `LocalBusiness`es (address, phone) from the
 * contact details; without them (the API did not answer in time), the organization alone.
 */
export function organizationData(site: string, contact: ContactInfo | null | undefined): OrganizationLeaf {
  const phone = contact?.phones?.[0];
  return {
    ...shop,
    url: `${site}/`,
    logo: logoOf(site),
    email: contact?.email || undefined,
    telephone: phone,
    sameAs: contact?.social?.map((link) => link.url),
    department: contact?.offices?.map((office): LocalBusinessLeaf => ({
      '@type': 'LocalBusiness',
      name: `${siteName}, ${office.name}`,
      image: logoOf(site),
      telephone: phone,
      address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'BD' },
    })),
  };
}

const DAY_NAMES = {
  Sa: 'Saturday',
  Su: 'Sunday',
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
} as const;

/**
 * A dealer as a `TireShop` (a `LocalBusiness`): its address, place, phone and opening hours, and
 * its authorisation number as an identifier (Google requires a local business's name and address).
 */
export function tireShopData(dealer: Dealer, lang: Lang, url: string, site: string): TireShopLeaf {
  return requires<'name' | 'address'>()({
    '@type': 'TireShop',
    name: pick(dealer, 'name', lang),
    url,
    image: logoOf(site),
    telephone: dealer.phones.map((phone) => `+88${phone}`),
    identifier: { '@type': 'PropertyValue', name: 'Authorisation number', value: dealer.authNumber },
    address: {
      '@type': 'PostalAddress',
      streetAddress: pick(dealer, 'address', lang),
      addressLocality: pick(dealer, 'upazila', lang),
      addressRegion: dealer.district,
      addressCountry: 'BD',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.lat, longitude: dealer.lng },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: dealer.hours.days.map((day) => `https://schema.org/${DAY_NAMES[day]}` as const),
      opens: dealer.hours.opens,
      closes: dealer.hours.closes,
    },
    parentOrganization: shop,
  } satisfies TireShopLeaf);
}

/** Where a page's JSON-LD is: the site's and the page's addresses, its language, the API's file address. */
export interface StructuredPlace {
  site: string;
  url: string;
  lang: Lang;
  /** `<api>/files/` */
  files: string;
}

/**
 * The schema.org items of a page from what its app said (contracts first-paint.ts
 * `StructuredInput`): each built by the typed builder of its kind, at the page's address.
 */
export function structuredItems(inputs: readonly StructuredInput[], place: StructuredPlace): Thing[] {
  const { site, url, lang, files } = place;
  return inputs.map((input): Thing => {
    switch (input.type) {
      case 'product':
        return productData(input.product, files, lang, url);
      case 'newsArticle':
        return newsArticleData(input.story, files, lang, input.text, url, site);
      case 'jobPosting':
        return jobPostingData(input.job, url, site);
      case 'tireShop':
        return tireShopData(input.dealer, lang, url, site);
      case 'organization':
        return organizationData(site, input.contact);
      case 'itemList':
        return itemList(site, lang, input.items);
      case 'breadcrumbs':
        return breadcrumbs(
          site,
          lang,
          input.steps.map(([name, path]) => [name, path ?? url]),
        );
    }
  });
}

/** The JSON-LD of `items`: one item with its context, or several as a graph. */
export function jsonLd(items: ReadonlyArray<Thing | null | undefined>): object | null {
  const list = items.filter((item): item is Thing => Boolean(item));
  if (list.length === 0) return null;
  if (list.length > 1) return { '@context': 'https://schema.org', '@graph': list } satisfies Graph;
  // the context first, as in every JSON-LD example
  return { '@context': 'https://schema.org', ...(list[0] as object) };
}

/** `<script type="application/ld+json">` of schema.org items; `<` never closes the script early. */
export function structuredData(items: ReadonlyArray<Thing | null | undefined> | undefined): string {
  const data = jsonLd(items ?? []);
  return data ? `<script type="application/ld+json">${inlineJson(data)}</script>` : '';
}
