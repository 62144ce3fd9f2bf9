// The site's own words for link crawlers and search engines (they run no JavaScript), in both
// languages, and the language helpers of the crawler head and the sitemap.

import { languageFromAddress, pageLanguages, type PageLanguage } from '@tyre/contracts/page-state';

export const siteName = 'Tyre Bangladesh';

/** The site's languages (web-kit `languages`). */
export const languages = pageLanguages;
export type Lang = PageLanguage;

/**
 * The head of the shell's own public page (the home page), per language. The remotes' pages say
 * their own head (contracts first-paint.ts `PageHead`, from each remote's server renderer).
 */
export const home: Record<Lang, { title: string; description: string }> = {
  en: {
    title: `${siteName} · Tyres for every road in Bangladesh`,
    description:
      'Motorcycle, three-wheeler, car, light truck and truck tyres, delivered across all 64 districts. Cash on Delivery or bKash.',
  },
  bn: {
    title: `${siteName} · বাংলাদেশের প্রতিটি পথের জন্য টায়ার`,
    description:
      'মোটরসাইকেল, থ্রি-হুইলার, কার, লাইট ট্রাক ও ট্রাকের টায়ার, পৌঁছে যায় দেশের ৬৪ জেলায়। ক্যাশ অন ডেলিভারি অথবা বিকাশ।',
  },
};

/** The words of the head that are the site's own, per language. */
export const words: Record<Lang, { notFound: string; home: string; locale: string }> = {
  en: { notFound: 'Not found', home: 'Home', locale: 'en_US' },
  bn: { notFound: 'পাওয়া যায়নি', home: 'হোম', locale: 'bn_BD' },
};

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
export const languageOf = (search: string | undefined): Lang | undefined => languageFromAddress(search);

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
