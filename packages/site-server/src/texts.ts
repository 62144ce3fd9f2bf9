// The site's own words for link crawlers and search engines (they run no JavaScript), in both
// languages, and the language helpers of the crawler head and the sitemap.

export const siteName = 'Tyre Bangladesh';

/** The site's languages (web-kit `languages`). */
export const languages = ['en', 'bn'] as const;
export type Lang = (typeof languages)[number];

/** The head of a page that is not about one record, per language: every public page of the site. */
export const generic: Record<Lang, Record<string, { title: string; description: string }>> = {
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
    '/dealers': {
      title: `Find a dealer · ${siteName}`,
      description:
        'Authorised Tyre Bangladesh dealers in all eight divisions: tyre fitting, balancing, alignment and truck tyres near you. Check whether a shop is authorised.',
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
    '/dealers': {
      title: `ডিলার খুঁজুন · ${siteName}`,
      description:
        'আট বিভাগে টায়ার বাংলাদেশের অনুমোদিত ডিলার: আপনার কাছে টায়ার লাগানো, ব্যালান্সিং, অ্যালাইনমেন্ট ও ট্রাকের টায়ার। কোনো দোকান অনুমোদিত কি না যাচাই করুন।',
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
export const words: Record<
  Lang,
  {
    notFound: string;
    home: string;
    tyres: string;
    news: string;
    careers: string;
    dealers: string;
    authorisedDealer: string;
    locale: string;
  }
> = {
  en: {
    notFound: 'Not found',
    home: 'Home',
    tyres: 'Tyres',
    news: 'News',
    careers: 'Careers',
    dealers: 'Dealers',
    authorisedDealer: 'Authorised Tyre Bangladesh dealer',
    locale: 'en_US',
  },
  bn: {
    notFound: 'পাওয়া যায়নি',
    home: 'হোম',
    tyres: 'টায়ার',
    news: 'খবর',
    careers: 'ক্যারিয়ার',
    dealers: 'ডিলার',
    authorisedDealer: 'টায়ার বাংলাদেশের অনুমোদিত ডিলার',
    locale: 'bn_BD',
  },
};

/** The public pages (the same in each language). */
export const publicPages = Object.keys(generic.en);

/** Pages a search engine must not list (they are per visitor or behind a login). */
export const privatePaths = [
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
  '/payment',
];

/** The language a URL asks for (`?lang=bn` or `?lang=en`), if any. */
export function languageOf(search: string | undefined): Lang | undefined {
  const lang = new URLSearchParams(search ?? '').get('lang');
  return lang === 'bn' || lang === 'en' ? lang : undefined;
}

/** A record's text in `lang`: its Bangla twin (`<key>Bn`) in Bangla when it has one. */
export function pick<T extends object>(record: T, key: keyof T & string, lang: Lang): string {
  const fields = record as Record<string, unknown>;
  const twin = fields[`${key}Bn`];
  return lang === 'bn' && typeof twin === 'string' && twin.trim() ? twin : (fields[key] as string);
}

/** One line of at most `max` characters, cut at a word, for a meta description. */
export function summary(text: string | null | undefined, max = 160): string {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
