// The head that link crawlers and search engines read (they run no JavaScript): each public
// page's title, description, canonical address, Open Graph and Twitter card, written by the
// shell's server into the page it sends. A page about one record (a product, a tyre range, a news
// story, a job) asks the API for it with a bounded wait; past the wait the page goes out with the
// generic head of its kind, never later. An unknown record answers 404 (the page still shows its
// friendly not-found screen).

export const siteName = 'Tyre Bangladesh';
/** How long the server waits for the API before it sends the generic head (by default). */
export const apiWaitMs = 300;
/** How long an API answer is reused (the head of a popular product costs one request a minute). */
const cacheMs = 60_000;
const cacheMax = 500;

/** Text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** One line of at most `max` characters, cut at a word, for a meta description. */
export function summary(text, max = 160) {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const bdt = (amount) => `BDT ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The head of a page that is not about one record, per language. */
const generic = {
  en: {
    '/': {
      title: `${siteName} · Tyres for every road in Bangladesh`,
      description:
        'Motorcycle, three-wheeler, car, light truck and truck tyres, delivered across all 64 districts. Cash on Delivery or bKash.',
    },
    '/products': {
      title: `Tyres · ${siteName}`,
      description:
        'Every tyre we sell, with sizes, prices in Taka and stock: motorcycle, scooter, three-wheeler, car, SUV, truck, bus and tractor tyres.',
    },
    '/finder': {
      title: `Tyre finder · ${siteName}`,
      description:
        'Find the right tyre by category, rim and size, and order it with Cash on Delivery or bKash.',
    },
    '/news': {
      title: `News · ${siteName}`,
      description: 'News from Tyre Bangladesh: new tyres, dealer meetings, road safety and tyre care.',
    },
    '/gallery': {
      title: `Gallery · ${siteName}`,
      description: 'Pictures of our tyres on the roads of Bangladesh, our dealers and our events.',
    },
    '/career': {
      title: `Careers · ${siteName}`,
      description: 'Open jobs at Tyre Bangladesh: apply online with your CV.',
    },
    '/dealer': {
      title: `Become a dealer · ${siteName}`,
      description: 'Sell our tyres in your district: ask to become a Tyre Bangladesh dealer.',
    },
    '/about': {
      title: `About us · ${siteName}`,
      description:
        'Who we are: a tyre brand made for Bangladeshi roads, sold through dealers in all 64 districts.',
    },
    '/contact': {
      title: `Contact · ${siteName}`,
      description: 'Our offices, phone numbers and e-mail, and a form to write to us.',
    },
  },
  bn: {
    '/': {
      title: `${siteName} · বাংলাদেশের প্রতিটি পথের জন্য টায়ার`,
      description:
        'মোটরসাইকেল, থ্রি-হুইলার, কার, লাইট ট্রাক ও ট্রাকের টায়ার, পৌঁছে যায় দেশের ৬৪ জেলায়। ক্যাশ অন ডেলিভারি অথবা বিকাশ।',
    },
    '/products': {
      title: `টায়ার · ${siteName}`,
      description:
        'আমাদের সব টায়ার, সাইজ, টাকায় দাম ও স্টকসহ: মোটরসাইকেল, স্কুটার, থ্রি-হুইলার, কার, এসইউভি, ট্রাক, বাস ও ট্রাক্টরের টায়ার।',
    },
    '/finder': {
      title: `টায়ার খুঁজুন · ${siteName}`,
      description: 'ক্যাটাগরি, রিম ও সাইজ দিয়ে সঠিক টায়ার খুঁজুন, ক্যাশ অন ডেলিভারি বা বিকাশে অর্ডার করুন।',
    },
    '/news': {
      title: `খবর · ${siteName}`,
      description: 'টায়ার বাংলাদেশের খবর: নতুন টায়ার, ডিলার সম্মেলন, সড়ক নিরাপত্তা ও টায়ারের যত্ন।',
    },
    '/gallery': {
      title: `গ্যালারি · ${siteName}`,
      description: 'বাংলাদেশের পথে আমাদের টায়ার, আমাদের ডিলার ও অনুষ্ঠানের ছবি।',
    },
    '/career': {
      title: `ক্যারিয়ার · ${siteName}`,
      description: 'টায়ার বাংলাদেশে খালি পদ: সিভি দিয়ে অনলাইনে আবেদন করুন।',
    },
    '/dealer': {
      title: `ডিলার হোন · ${siteName}`,
      description: 'আপনার জেলায় আমাদের টায়ার বিক্রি করুন: টায়ার বাংলাদেশের ডিলার হতে আবেদন করুন।',
    },
    '/about': {
      title: `আমাদের সম্পর্কে · ${siteName}`,
      description: 'আমরা কারা: বাংলাদেশের পথের জন্য তৈরি টায়ার ব্র্যান্ড, ৬৪ জেলার ডিলারদের মাধ্যমে বিক্রি হয়।',
    },
    '/contact': {
      title: `যোগাযোগ · ${siteName}`,
      description: 'আমাদের অফিস, ফোন নম্বর ও ই-মেইল, আর আমাদের লেখার একটি ফর্ম।',
    },
  },
};

/** The words of the head that are not a record's, per language. */
const words = {
  en: {
    notFound: 'Not found',
    home: 'Home',
    tyres: 'Tyres',
    news: 'News',
    careers: 'Careers',
    locale: 'en_US',
  },
  bn: {
    notFound: 'পাওয়া যায়নি',
    home: 'হোম',
    tyres: 'টায়ার',
    news: 'খবর',
    careers: 'ক্যারিয়ার',
    locale: 'bn_BD',
  },
};

/** A record's text in `lang`: its Bangla twin (`<key>Bn`) in Bangla when it has one. */
const pick = (record, key, lang) =>
  lang === 'bn' && typeof record[`${key}Bn`] === 'string' && record[`${key}Bn`].trim()
    ? record[`${key}Bn`]
    : record[key];

/** A story's text in `lang`: in Bangla only a story with a Bangla title is told in Bangla (as the page does). */
const storyText = (story, lang) =>
  lang === 'bn' && story.titleBn?.trim() ? story.descBn?.trim() || story.desc : story.desc;

/** The language a URL asks for (`?lang=bn` or `?lang=en`), if any. */
export function languageOf(search) {
  const lang = new URLSearchParams(search ?? '').get('lang');
  return lang === 'bn' || lang === 'en' ? lang : undefined;
}

/**
 * The list pages' first screen as an `ItemList`: the API request the list shows first, and each
 * item's path and name.
 */
const lists = {
  '/products': {
    api: '/products?page=0&size=20',
    entry: (product, lang) => [`/products/${encodeURIComponent(product.slug)}`, pick(product, 'title', lang)],
  },
  '/news': {
    api: '/news?page=0&size=20',
    entry: (story, lang) => [`/news/${encodeURIComponent(story._id)}`, pick(story, 'title', lang)],
  },
  '/career': {
    api: '/job',
    entry: (job, lang) => [`/jobs/${encodeURIComponent(job.slug)}`, pick(job, 'title', lang)],
  },
};

/** An `ItemList` of `[path, name]` entries, in order. */
function itemList(site, lang, entries) {
  return {
    '@type': 'ItemList',
    itemListElement: entries.map(([path, name], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: site + path + (lang === 'bn' ? '?lang=bn' : ''),
      name,
    })),
  };
}

/** Pages a search engine must not list (they are per visitor or behind a login). */
const privatePage = /^\/(?:dashboard|cart|order|success|invoice|orders|profile|login|register|track)(?:\/|$)/;

/**
 * The link-card picture the API makes at upload time (the picture on the brand's green); records
 * stored before it existed fall back to their card or thumbnail.
 */
const PREVIEW_SIZE = { width: 1200, height: 630 };

/**
 * The pages about one record: the API path that answers it and how its answer becomes a head.
 * `files` is the API's file address (`<api>/files/`).
 */
const records = [
  {
    path: /^\/products\/([^/]+)\/?$/,
    api: (slug) => `/products/${encodeURIComponent(slug)}`,
    head: (product, files, lang) => ({
      title: `${pick(product, 'title', lang)} · ${siteName}`,
      description: summary(
        pick(product, 'description', lang) ||
          `${product.title}: ${product.categoryName} tyre, size ${product.sizeLabel}, ${bdt(product.price)} with Cash on Delivery or bKash across Bangladesh.`,
      ),
      type: 'product',
      image: product.thumbnail?.preview
        ? { url: files + product.thumbnail.preview, ...PREVIEW_SIZE, alt: product.title }
        : product.thumbnailImage
          ? { url: files + product.thumbnailImage, width: 400, height: 400, alt: product.title }
          : null,
      price: product.price,
      data: (url, site) => [
        {
          '@type': 'Product',
          name: pick(product, 'title', lang),
          description: summary(pick(product, 'description', lang), 500) || undefined,
          image: [product.thumbnail?.detail, product.thumbnailImage]
            .filter(Boolean)
            .map((file) => files + file),
          sku: product._id,
          brand: { '@type': 'Brand', name: siteName },
          category: pick(product, 'categoryName', lang),
          size: product.sizeLabel,
          url,
          offers: {
            '@type': 'Offer',
            url,
            price: product.price,
            priceCurrency: 'BDT',
            availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: siteName },
          },
        },
        breadcrumbs(site, lang, [
          [words[lang].tyres, '/products'],
          [pick(product, 'title', lang), url],
        ]),
      ],
    }),
  },
  {
    path: /^\/tire\/([^/]+)\/?$/,
    api: (slug) => `/tires/${encodeURIComponent(slug)}`,
    head: (range, files, lang) => ({
      title: `${pick(range, 'name', lang)} · ${siteName}`,
      description: summary(
        pick(range, 'description', lang) ||
          `${range.name}: a ${range.categoryName} tyre range by ${siteName}.`,
      ),
      type: 'website',
      image: range.image?.preview
        ? { url: files + range.image.preview, ...PREVIEW_SIZE, alt: range.name }
        : range.image?.thumb
          ? { url: files + range.image.thumb, width: 400, height: 400, alt: range.name }
          : null,
      data: (url, site) => [
        breadcrumbs(site, lang, [
          [words[lang].tyres, '/products'],
          [pick(range, 'name', lang), url],
        ]),
      ],
    }),
  },
  {
    path: /^\/news\/([^/]+)\/?$/,
    api: (id) => `/news/${encodeURIComponent(id)}`,
    head: (story, files, lang) => ({
      title: `${pick(story, 'title', lang)} · ${siteName}`,
      description: summary(storyText(story, lang)),
      type: 'article',
      image: story.preview
        ? { url: files + story.preview, ...PREVIEW_SIZE, alt: story.title }
        : story.thumbnail
          ? { url: files + story.thumbnail, width: 455, height: 277, alt: story.title }
          : null,
      data: (url, site) => [
        {
          '@type': 'NewsArticle',
          headline: summary(pick(story, 'title', lang), 110),
          description: summary(storyText(story, lang), 300),
          image: [story.image, story.thumbnail].filter(Boolean).map((file) => files + file),
          datePublished: story.createdAt,
          dateModified: story.updatedAt,
          url,
          mainEntityOfPage: url,
          author: { '@type': 'Organization', name: siteName, url: `${site}/` },
          publisher: {
            '@type': 'Organization',
            name: siteName,
            logo: { '@type': 'ImageObject', url: `${site}/icon-512.png` },
          },
        },
        breadcrumbs(site, lang, [
          [words[lang].news, '/news'],
          [pick(story, 'title', lang), url],
        ]),
      ],
    }),
  },
  {
    path: /^\/jobs\/([^/]+)\/?$/,
    api: (slug) => `/job/${encodeURIComponent(slug)}`,
    head: (job, _files, lang) => ({
      title: `${pick(job, 'title', lang)} · ${words[lang].careers} · ${siteName}`,
      description: summary(
        pick(job, 'desc', lang) || `${job.title} at ${siteName}, ${job.location}. Apply by ${job.deadline}.`,
      ),
      type: 'website',
      image: null,
      gone: job.open === false,
      data: (url, site) => [
        {
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
          hiringOrganization: {
            '@type': 'Organization',
            name: siteName,
            sameAs: `${site}/`,
            logo: `${site}/icon-512.png`,
          },
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'BD' },
          },
          baseSalary: salaryOf(job.salary),
          url,
        },
      ],
    }),
  },
];

/**
 * Makes the crawler head of the shell's pages.
 * @param {{ apiBaseUrl: string, publicOrigin?: string, waitMs?: number }} options `publicOrigin`: the
 *   site's own address as visitors see it (for canonical and Open Graph addresses), else the
 *   request's; `waitMs`: the bound on the API's answer (tests on a loaded machine give more)
 */
export function crawlerHeads({ apiBaseUrl, publicOrigin, waitMs = apiWaitMs }) {
  const files = `${apiBaseUrl.replace(/\/+$/, '')}/files/`;
  /** @type {Map<string, { at: number, answer: Promise<{ status: number, body: any } | null> }>} */
  const cache = new Map();

  /** The API's answer for `path`, or null when it did not come within the wait (or failed). */
  function ask(path) {
    const cached = cache.get(path);
    let answer = cached && Date.now() - cached.at < cacheMs ? cached.answer : null;
    if (!answer) {
      answer = fetch(apiBaseUrl + path, { signal: AbortSignal.timeout(5000) })
        .then(async (response) =>
          response.ok
            ? { status: response.status, body: await response.json() }
            : response.status === 404
              ? { status: 404, body: null }
              : null,
        )
        .catch(() => null);
      if (cache.size >= cacheMax) cache.delete(cache.keys().next().value);
      cache.set(path, { at: Date.now(), answer });
      // a failure is not kept: the next visitor asks again
      answer.then((value) => value === null && cache.get(path)?.answer === answer && cache.delete(path));
    }
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /**
   * The status and head of `pathname`.
   * @param {string} pathname
   * @param {string} origin the request's origin (when no public origin is configured)
   * @returns {Promise<{ status: number, head: string }>}
   */
  return async function headOf(pathname, origin, search = '') {
    const site = (publicOrigin || origin).replace(/\/+$/, '');
    const asked = languageOf(search);
    const lang = asked ?? 'en';
    const base = site + (pathname === '/' ? '/' : pathname.replace(/\/+$/, ''));
    // each language's page is its own address (`?lang=`); the one without is the default
    const url = asked ? `${base}?lang=${asked}` : base;
    const alternates = { base };
    const notFound = (status) => ({
      status,
      lang: asked,
      head: tags({ title: `${words[lang].notFound} · ${siteName}`, robots: 'noindex' }),
    });
    if (privatePage.test(pathname)) {
      return { status: 200, lang: asked, head: tags({ title: siteName, robots: 'noindex, nofollow' }) };
    }
    const path = pathname === '/home' ? '/' : pathname.replace(/\/+$/, '') || '/';
    const page = generic[lang][path];
    if (page) {
      const organization = path === '/' || path === '/about' || path === '/contact';
      const list = lists[path];
      const items = list ? (await ask(list.api))?.body : undefined;
      return {
        status: 200,
        lang: asked,
        head:
          tags({ ...page, type: 'website', url, site, lang, alternates }) +
          structuredData([
            organization ? organizationData(site, (await ask('/contact'))?.body) : null,
            list && Array.isArray(items)
              ? itemList(
                  site,
                  lang,
                  items.map((item) => list.entry(item, lang)),
                )
              : null,
          ]),
      };
    }
    for (const record of records) {
      const match = record.path.exec(pathname);
      if (!match) continue;
      let key;
      try {
        key = decodeURIComponent(match[1]);
      } catch {
        return notFound(404);
      }
      const answer = await ask(record.api(key));
      if (answer?.status === 404) return notFound(404);
      if (!answer)
        return {
          status: 200,
          lang: asked,
          head: tags({ title: siteName, url, site, type: 'website', lang, alternates }),
        };
      const head = record.head(answer.body, files, lang);
      if (head.gone)
        return {
          status: 410,
          lang: asked,
          head: tags({ ...head, robots: 'noindex', url, site, lang, alternates }),
        };
      return {
        status: 200,
        lang: asked,
        head: tags({ ...head, url, site, lang, alternates }) + structuredData(head.data?.(url, site)),
      };
    }
    // a screen of the shell's own, or a path no screen serves (the shell shows its not-found
    // screen): the site's name, as before
    return { status: 200, lang: asked, head: tags({ title: siteName }) };
  };
}

/** The head's tags; every value escaped. */
function tags({ title, description, url, site, type, image, price, robots, lang = 'en', alternates }) {
  const out = [`<title>${escapeHtml(title)}</title>`];
  const meta = (name, content) => out.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  const property = (name, content) => out.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  if (description) meta('description', description);
  if (robots) meta('robots', robots);
  if (!url) return out.join('');
  out.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  if (alternates) {
    // the same page in each language, and the address without one for everyone else
    for (const language of ['en', 'bn'])
      out.push(
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${alternates.base}?lang=${language}`)}">`,
      );
    out.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.base)}">`);
  }
  property('og:site_name', siteName);
  property('og:type', type);
  property('og:title', title);
  if (description) property('og:description', description);
  property('og:url', url);
  property('og:locale', words[lang].locale);
  property('og:locale:alternate', words[lang === 'bn' ? 'en' : 'bn'].locale);
  const picture = image ?? { url: `${site}/icon-512.png`, width: 512, height: 512, alt: siteName };
  property('og:image', picture.url);
  property('og:image:width', picture.width);
  property('og:image:height', picture.height);
  property('og:image:alt', picture.alt);
  meta('twitter:card', 'summary_large_image');
  meta('twitter:title', title);
  if (description) meta('twitter:description', description);
  meta('twitter:image', picture.url);
  if (price !== undefined) {
    property('product:price:amount', price);
    property('product:price:currency', 'BDT');
  }
  return out.join('');
}

/** A `BreadcrumbList` from the home page down: `[name, path or absolute address]` per step. */
function breadcrumbs(site, lang, steps) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [[words[lang].home, '/'], ...steps].map(([name, at], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: at.startsWith('http') ? at : site + at,
    })),
  };
}

/** A salary written as `BDT 25,000 - 30,000` or `BDT 35,000` as a `MonetaryAmount` (per month); else none. */
export function salaryOf(text) {
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

/** `<script type="application/ld+json">` of schema.org items; `<` never closes the script early. */
function structuredData(items) {
  const list = (items ?? []).filter(Boolean);
  if (list.length === 0) return '';
  const json = JSON.stringify(
    list.length === 1
      ? { '@context': 'https://schema.org', ...list[0] }
      : {
          '@context': 'https://schema.org',
          '@graph': list,
        },
  );
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shop as an `Organization` with its offices as `LocalBusiness`es (address, phone) from the
 * contact details; without them (the API did not answer in time), the organization alone.
 */
function organizationData(site, contact) {
  const phone = contact?.phones?.[0];
  return {
    '@type': 'Organization',
    name: siteName,
    url: `${site}/`,
    logo: `${site}/icon-512.png`,
    email: contact?.email || undefined,
    telephone: phone,
    sameAs: contact?.social?.map((link) => link.url),
    department: contact?.offices?.map((office) => ({
      '@type': 'LocalBusiness',
      name: `${siteName}, ${office.name}`,
      image: `${site}/icon-512.png`,
      telephone: phone,
      address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'BD' },
    })),
  };
}

/** `/robots.txt` of the shell: public pages allowed, the private screens not, the sitemap named. */
export function robotsTxt(site) {
  const hidden = [
    '/dashboard',
    '/cart',
    '/order',
    '/success',
    '/invoice',
    '/orders',
    '/profile',
    '/login',
    '/register',
    '/track',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...hidden.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The most addresses one sitemap file may list (the sitemaps protocol's limit). */
export const sitemapMax = 50_000;
/** The most addresses read from the API for the sitemap at all (a sanity bound). */
const sitemapRecordsMax = 1_000_000;
const sitemapCacheMs = 10 * 60_000;

/** One `<url>` of a sitemap, with the page in each language (`?lang=`) and without one. */
function sitemapUrl({ loc, lastmod }) {
  const alternates = [
    ...['en', 'bn'].map((language) => [language, `${loc}?lang=${language}`]),
    ['x-default', loc],
  ]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}${alternates}</url>`;
}

/**
 * The sitemap files of `entries`: one `urlset` when they fit in one file (`perFile`), else an
 * index (`/sitemap.xml`) naming `/sitemap-1.xml`, `/sitemap-2.xml`, … of `perFile` each.
 * @returns {Map<string, string>} file path → XML
 */
export function sitemapFiles(entries, site, perFile = sitemapMax) {
  const urlset = (list) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${list.map(sitemapUrl).join('\n')}\n</urlset>\n`;
  if (entries.length <= perFile) return new Map([['/sitemap.xml', urlset(entries)]]);
  const files = new Map();
  const parts = [];
  for (let i = 0; i * perFile < entries.length; i++) {
    const path = `/sitemap-${i + 1}.xml`;
    files.set(path, urlset(entries.slice(i * perFile, (i + 1) * perFile)));
    parts.push(`<sitemap><loc>${escapeHtml(site + path)}</loc></sitemap>`);
  }
  files.set(
    '/sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

/**
 * Makes `/sitemap.xml` (and its parts past 50,000 addresses): every public page, active product,
 * tyre range, news story and open job, read from the API a page at a time, kept for ten minutes.
 * @param {{ apiBaseUrl: string, publicOrigin?: string }} options
 */
export function sitemaps({ apiBaseUrl, publicOrigin }) {
  let cached = null;
  const getJson = async (path) => {
    const response = await fetch(apiBaseUrl + path, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return { body: await response.json(), total: Number(response.headers.get('x-total-count') ?? 0) };
  };
  /** Every item of a paginated list (0-based pages of `size`, total in X-Total-Count). */
  const all = async (path, size) => {
    const items = [];
    for (let page = 0; items.length < sitemapRecordsMax; page++) {
      const { body, total } = await getJson(`${path}?page=${page}&size=${size}`);
      items.push(...body);
      if (body.length < size || items.length >= total) break;
    }
    return items;
  };

  async function build(site) {
    const entries = Object.keys(generic.en).map((path) => ({ loc: site + path }));
    const [products, ranges, news, jobs] = await Promise.all([
      all('/products', 48), // the catalogue's largest page
      getJson('/tires').then((answer) => answer.body),
      all('/news', 100),
      getJson('/job').then((answer) => answer.body),
    ]);
    for (const product of products)
      entries.push({ loc: `${site}/products/${encodeURIComponent(product.slug)}` });
    for (const range of ranges) entries.push({ loc: `${site}/tire/${encodeURIComponent(range.slug)}` });
    for (const story of news)
      entries.push({ loc: `${site}/news/${encodeURIComponent(story._id)}`, lastmod: story.updatedAt });
    for (const job of jobs.filter((j) => j.open !== false))
      entries.push({ loc: `${site}/jobs/${encodeURIComponent(job.slug)}`, lastmod: job.updatedAt });
    return sitemapFiles(entries, site);
  }

  /** The sitemap file at `path` (`/sitemap.xml`, or a part) for the site at `origin`, or null. */
  return async function sitemapOf(origin, path = '/sitemap.xml') {
    const site = (publicOrigin || origin).replace(/\/+$/, '');
    if (!cached || cached.site !== site || Date.now() - cached.at > sitemapCacheMs) {
      const files = build(site);
      cached = { site, at: Date.now(), files };
      files.catch(() => cached?.files === files && (cached = null));
    }
    return (await cached.files).get(path) ?? null;
  };
}
