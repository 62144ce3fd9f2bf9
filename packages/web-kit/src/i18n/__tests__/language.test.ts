import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageFromBrowser, languageStorageKey } from '../language';

function browserLanguages(list: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

/** A fresh page: the modules evaluated anew, as on a new page load. */
async function freshPage() {
  vi.resetModules();
  const instance = await import('../i18n-instance');
  const dictionary = await import('../dictionary');
  return { ...instance, ...dictionary };
}

const fontStyle = () => document.getElementById('kit-bengali-font');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  fontStyle()?.remove();
});

afterEach(() => vi.restoreAllMocks());

describe('the first visit follows the browser’s languages', () => {
  it('when the browser prefers any Bangla, then Bangla; when English or anything else comes first, then English', () => {
    expect(languageFromBrowser(['bn-BD', 'en-US'])).toBe('bn');
    expect(languageFromBrowser(['bn'])).toBe('bn');
    expect(languageFromBrowser(['fr-FR', 'bn-IN'])).toBe('bn');
    expect(languageFromBrowser(['en-GB', 'bn-BD'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
  });

  it('when a first visit comes from a Bangla browser, then the page starts in Bangla with <html lang="bn"> and the Bengali font', async () => {
    browserLanguages(['bn-BD', 'en']);
    const { currentLanguage } = await freshPage();
    expect(currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    await vi.waitFor(() => expect(fontStyle()).not.toBeNull());
    const css = fontStyle()?.textContent ?? '';
    expect(css).toContain("font-family:'Noto Sans Bengali'");
    expect(css).toContain('font-display:swap');
    // one variable file for every weight, only for Bengali characters
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain('font-weight:400 700');
    expect(css).toContain('noto-sans-bengali.bn.woff2');
    expect(css).toContain('unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC');
  });

  it('when a first visit comes from an English browser, then English with <html lang="en"> and no Bengali font', async () => {
    browserLanguages(['en-US']);
    const { currentLanguage } = await freshPage();
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fontStyle()).toBeNull();
  });
});

describe('the chosen language is remembered', () => {
  it('when the visitor switches to Bangla, then it is stored and a new page starts in Bangla even on an English browser', async () => {
    browserLanguages(['en-US']);
    const first = await freshPage();
    await first.changeLanguage('bn');
    expect(localStorage.getItem(languageStorageKey)).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(first.currentLanguage()).toBe('bn');

    const second = await freshPage();
    expect(second.currentLanguage()).toBe('bn');
  });

  it('when the visitor switches back to English on a Bangla browser, then a new page starts in English', async () => {
    browserLanguages(['bn-BD']);
    const first = await freshPage();
    expect(first.currentLanguage()).toBe('bn');
    await first.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    const second = await freshPage();
    expect(second.currentLanguage()).toBe('en');
  });

  it('when the stored value is not a language, then the browser decides', async () => {
    localStorage.setItem(languageStorageKey, 'fr');
    browserLanguages(['bn-BD']);
    const { currentLanguage } = await freshPage();
    expect(currentLanguage()).toBe('bn');
  });
});

describe('a language change', () => {
  it('when the language changes, then every declared dictionary of the new language has loaded before the switch shows', async () => {
    browserLanguages(['en-US']);
    const page = await freshPage();
    const bn = vi.fn(async () => ({ default: { hello: 'নমস্কার' } }));
    const dictionary = page.defineDictionary('greeting', {
      en: async () => ({ default: { hello: 'Hello' } }),
      bn,
    });
    await page.loadDictionary(dictionary, 'en');
    const seen: string[] = [];
    page.i18n.on('languageChanged', () => seen.push(page.i18n.t('hello', { ns: 'greeting' })));
    await page.changeLanguage('bn');
    expect(bn).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['নমস্কার']);
    // a second switch to Bangla does not load it again
    await page.changeLanguage('en');
    await page.changeLanguage('bn');
    expect(bn).toHaveBeenCalledTimes(1);
  });

  it('when one dictionary fails to load, then the site still switches, and that dictionary loads on a later try', async () => {
    browserLanguages(['en-US']);
    const page = await freshPage();
    let fail = true;
    const dictionary = page.defineDictionary('flaky', {
      en: async () => ({ hello: 'Hello' }),
      bn: async () => {
        if (fail) throw new Error('ChunkLoadError');
        return { hello: 'নমস্কার' };
      },
    });
    await page.loadDictionary(dictionary, 'en');
    await page.changeLanguage('bn');
    expect(page.currentLanguage()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(page.i18n.hasResourceBundle('bn', 'flaky')).toBe(false);
    fail = false;
    await page.loadDictionary(dictionary, 'bn');
    expect(page.i18n.t('hello', { ns: 'flaky' })).toBe('নমস্কার');
  });
});
