import {
  isPageLanguage,
  languageFromAddress,
  languageFromBrowser,
  languageStorageKey,
  pageLanguages,
  type PageLanguage,
} from '@tyre/contracts/page-state';
import { tellServer } from '../first-paint/tell-server';

// One rule for the language a page shows, shared with the shell server's head script and its
// first paint (contracts page-state.ts): the address's `?lang=`, else the remembered choice, else
// the browser's languages (`languageFromAddress`, `languageFromBrowser`).
export { languageFromAddress, languageFromBrowser, languageStorageKey };

/** The languages of the site: English (the spec's labels) and Bangla. */
export const languages = pageLanguages;
export type Language = PageLanguage;

export const isLanguage = isPageLanguage;

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
