import { tellServer } from '../first-paint/tell-server';

/** The languages of the site: English (the spec's labels) and Bangla. */
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is remembered (`localStorage`). */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/** The language the visitor chose before, if any. */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: behave as a first visit
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // as a cookie too: the shell's server paints the first screen in this language
  tellServer(languageStorageKey, language);
}

/** A first visit follows the browser: the first of its languages that is Bangla (`bn`, `bn-BD`, ...) or English wins; anything else is English. */
export function languageFromBrowser(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'bn') return 'bn';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The language the page's address asks for (`?lang=bn`, `?lang=en`: a shared link), if any. */
export function languageFromAddress(search: string | undefined): Language | undefined {
  const asked = new URLSearchParams(search ?? '').get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language a page starts in: the one its address asks for (remembered, as the switch does),
 * else the remembered choice, else the browser's languages.
 */
export function initialLanguage(): Language {
  const asked = languageFromAddress(globalThis.location?.search);
  if (asked) {
    storeLanguage(asked);
    return asked;
  }
  const stored = readStoredLanguage();
  if (stored) {
    tellServer(languageStorageKey, stored); // a choice made before the server asked for it
    return stored;
  }
  const nav = globalThis.navigator;
  return languageFromBrowser(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : undefined);
}

/** Intl locale per language: `bn-BD` writes Bengali digits; `en-IN` groups in lakhs as the spec's prices do. */
export const intlLocale: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };
