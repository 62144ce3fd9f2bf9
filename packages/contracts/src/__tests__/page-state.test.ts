// The one rule for a page's language (web-kit in the page, the shell server's head script and its
// first paint all follow it), the cookie reader and the stored files' addresses.
import { describe, expect, it } from 'vitest';
import { fileAddress } from '../file-address';
import { chosenLanguage, cookieValue, languageFromAddress, languageFromBrowser } from '../page-state';

describe('the language a page shows', () => {
  it('is the one the address asks for, else the remembered one, else the browser’s first Bangla or English language, else English', () => {
    expect(chosenLanguage('?lang=bn', 'en', ['en'])).toBe('bn');
    expect(chosenLanguage('?page=2&lang=en', 'bn', ['bn'])).toBe('en');
    expect(chosenLanguage('?lang=fr', 'bn', ['en'])).toBe('bn');
    expect(chosenLanguage('', 'xx', ['fr-FR', 'bn-BD', 'en'])).toBe('bn');
    expect(chosenLanguage('', null, ['EN-gb', 'bn'])).toBe('en');
    expect(chosenLanguage(undefined, undefined, ['de', 'fr'])).toBe('en');
    expect(chosenLanguage('', undefined, [])).toBe('en');
  });

  it('reads the address’s `lang` only, and a browser tag by its primary language', () => {
    expect(languageFromAddress('?category=car')).toBeUndefined();
    expect(languageFromAddress('?lang=bn%20')).toBeUndefined();
    expect(languageFromBrowser(['bn'])).toBe('bn');
    expect(languageFromBrowser(['bengali', 'en-US'])).toBe('en');
  });
});

describe('a cookie’s value', () => {
  it('is read by its exact name from a Cookie header or document.cookie', () => {
    expect(cookieValue('theme=dark; language=bn; cart=a:1|b:2', 'language')).toBe('bn');
    expect(cookieValue('xcart=a:1;cart=b:2', 'cart')).toBe('b:2');
    expect(cookieValue('cart=', 'cart')).toBe('');
    expect(cookieValue('language=bn', 'cart')).toBeUndefined();
    expect(cookieValue(undefined, 'cart')).toBeUndefined();
  });
});

describe('a stored file’s address', () => {
  it('is below the API’s files, its name encoded; an absolute address is kept', () => {
    expect(fileAddress('https://api.example/api/v1', '/a b.webp')).toBe(
      'https://api.example/api/v1/files/a%20b.webp',
    );
    expect(fileAddress('https://api.example/api/v1', 'https://cdn.example/x.webp')).toBe(
      'https://cdn.example/x.webp',
    );
    expect(fileAddress('https://api.example/api/v1', 'data:image/png;base64,AA')).toBe(
      'data:image/png;base64,AA',
    );
  });
});
