import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../dictionary';
import { initialLanguage, languageFromAddress, readStoredLanguage } from '../language';

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('a language asked for by the address', () => {
  it('when the address has ?lang=bn, then the page starts in Bangla and remembers it, over a stored English', () => {
    localStorage.setItem('language', 'en');
    history.replaceState(null, '', '/products?lang=bn');
    expect(initialLanguage()).toBe('bn');
    expect(readStoredLanguage()).toBe('bn');
  });

  it('when the address asks for no language or one the site does not have, then the stored choice holds', () => {
    localStorage.setItem('language', 'bn');
    history.replaceState(null, '', '/products?lang=fr');
    expect(initialLanguage()).toBe('bn');
    expect(languageFromAddress('?category=car')).toBeUndefined();
  });

  it('when the visitor switches language on such an address, then the address follows the switch', async () => {
    history.replaceState(null, '', '/news?lang=bn&page=2');
    await changeLanguage('en');
    expect(location.search).toBe('?lang=en&page=2');
  });
});
