import { defineDictionary, isDictionaryLoaded, loadDictionary } from '../i18n/dictionary';
import { currentLanguage } from '../i18n/i18n-instance';
import type { ErrorTextsEn } from './error-tables';

type Tables = typeof import('./error-tables');
let tables: Tables | undefined;
let loading: Promise<Tables> | undefined;

function loadTables(): Promise<Tables> {
  loading ??= import('./error-tables').then(
    (loaded) => (tables = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The English texts and the matchers, once loaded (they come with the dictionary of either language). */
export const errorTables = (): Tables | undefined => tables;

/**
 * The error texts in Bangla, loaded (with the English texts and the matchers) when a Bangla page
 * first needs them, not with the page: they are two chunks (about 8 KB) that a page showing no
 * error never uses (`/` in Bangla stays within its JavaScript budget). They come with a switch to
 * Bangla, before a failed API call in Bangla reaches its caller (the web-kit client waits for
 * them), with `useErrorText()`, and at the visitor's first interaction with the page (a form's
 * own checks follow typing). English needs nothing loaded: its texts are the API's own sentences,
 * shown as sent, so an English page does not fetch these chunks at all.
 */
export const errorDictionary = defineDictionary<ErrorTextsEn>(
  'errors',
  {
    en: () => Promise.resolve({} as ErrorTextsEn),
    bn: () => Promise.all([import('./messages/bn.json'), loadTables()]).then(([bn]) => bn),
  },
  { atStart: false },
);

/**
 * Loads the error texts of the language shown now unless they are in (Bangla only); resolves
 * when they are, or when they could not be loaded (the texts then fall back to the one built-in
 * Bangla sentence).
 */
export function loadErrorTexts(): Promise<void> {
  const language = currentLanguage();
  if (language === 'en' || isDictionaryLoaded(errorDictionary, language)) return Promise.resolve();
  return loadDictionary(errorDictionary, language).catch(() => undefined);
}

if (typeof document !== 'undefined') {
  const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
  const onFirst = () => {
    for (const type of interactions) document.removeEventListener(type, onFirst, true);
    void loadErrorTexts();
  };
  for (const type of interactions) document.addEventListener(type, onFirst, { capture: true, passive: true });
}
