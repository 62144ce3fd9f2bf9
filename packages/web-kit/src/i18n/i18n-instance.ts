import { createInstance, type i18n as I18n } from 'i18next';
import { applyDocumentLanguage } from './document-language';
import { kitMessages } from './kit-messages';
import { initialLanguage, intlLocale, type Language } from './language';
import { numberFormat } from './intl-formatters';
import { wholeNumber } from './whole-number';

/**
 * The one i18next instance of the composed site. It lives in @tyre/web-kit, which every app shares
 * as a singleton (and i18next/react-i18next are singletons too), so the shell and every remote
 * read and change the same language. Dictionaries are added per namespace (one per app) as they load.
 */
export const i18n: I18n = createInstance();

void i18n.init({
  lng: initialLanguage(),
  supportedLngs: ['en', 'bn'],
  fallbackLng: false,
  ns: [],
  defaultNS: false,
  resources: { en: { kit: kitMessages.en }, bn: { kit: kitMessages.bn } },
  partialBundledLanguages: true,
  // dictionaries are flat: `"nav.products": "Products"`
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

// `{{count, number}}` in a message: whole numbers without Intl, as prices (whole-number.ts); i18next's
// own `number` makes an Intl formatter, the page's first of which costs a phone about 100 ms
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) => {
  const language: Language = lng === 'bn' ? 'bn' : 'en';
  const number = Number(value);
  return wholeNumber(number, language) ?? numberFormat(intlLocale[language], {}).format(number);
});

applyDocumentLanguage(currentLanguage());

/** The language the site shows now. */
export function currentLanguage(): Language {
  return i18n.language === 'bn' ? 'bn' : 'en';
}
