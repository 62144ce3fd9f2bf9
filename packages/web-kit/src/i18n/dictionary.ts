import { currentLanguage, i18n } from './i18n-instance';
import { isLanguage, storeLanguage, type Language } from './language';
import { applyDocumentLanguage, loadBengaliFont } from './document-language';

/** A dictionary file: flat keys to strings (`"nav.products": "Products"`); plurals as `key_one`/`key_other`. */
export type Messages = Record<string, string>;

type Loaded<M> = M | { default: M };

/**
 * An app's dictionary: its namespace and one loader per language (dynamic imports, so a
 * page loads only the chosen language's file). The Bangla file must have every English key.
 */
export interface Dictionary<M extends Messages = Messages> {
  readonly namespace: string;
  readonly loaders: { en: () => Promise<Loaded<M>>; bn: () => Promise<Loaded<Record<keyof M, string>>> };
}

const dictionaries = new Map<string, Dictionary>();
const pending = new Map<string, Promise<void>>();

/**
 * Declare an app's dictionary (once, at module level): `defineDictionary('catalog', { en: () =>
 * import('./messages/en.json'), bn: () => import('./messages/bn.json') })`. Declared dictionaries
 * are loaded for the new language before a language change shows. `atStart: false` leaves the
 * first page's load to whoever needs the dictionary (`loadDictionary`, `useDictionary`): web-kit's
 * error texts, which a page that shows no error never needs.
 */
export function defineDictionary<M extends Messages>(
  namespace: string,
  loaders: { en: () => Promise<Loaded<M>>; bn: () => Promise<Loaded<Record<keyof M, string>>> },
  { atStart = true }: { atStart?: boolean } = {},
): Dictionary<M> {
  const dictionary: Dictionary<M> = { namespace, loaders };
  dictionaries.set(namespace, dictionary as unknown as Dictionary);
  // start fetching the language shown now at once, beside the app's other chunks (its gate
  // then waits less or not at all); a failure here is reported by the gate, which tries again
  if (atStart && typeof document !== 'undefined') {
    loadDictionary(dictionary as unknown as Dictionary, currentLanguage()).catch(() => undefined);
  }
  return dictionary;
}

export function isDictionaryLoaded(dictionary: Dictionary<Messages>, language: Language): boolean {
  return i18n.hasResourceBundle(language, dictionary.namespace);
}

/** Load one dictionary for a language (at most once; a failed load may be tried again). */
export function loadDictionary(dictionary: Dictionary<Messages>, language: Language): Promise<void> {
  if (isDictionaryLoaded(dictionary, language)) return Promise.resolve();
  const id = `${language}/${dictionary.namespace}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = dictionary.loaders[language]().then(
      (loaded) => {
        const messages = (
          'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded
        ) as Messages;
        i18n.addResourceBundle(language, dictionary.namespace, messages, true, true);
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/**
 * Switch the site's language: remembered, the declared dictionaries of the new language loaded
 * first (so no screen shows raw keys or half the old language), then every screen re-renders and
 * `<html lang>` follows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) throw new Error(`unknown language: ${String(language)}`);
  if (language === 'bn') loadBengaliFont(); // declared before any Bengali text renders
  // a dictionary that fails (its remote is down) costs only its own area: its gate shows the
  // area's retry prompt; the rest of the site still switches
  await Promise.allSettled(
    [...dictionaries.values()].map((dictionary) => loadDictionary(dictionary, language)),
  );
  await i18n.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
  // an address that asked for a language (`?lang=`) now asks for the chosen one, so a reload or a
  // shared link keeps the visitor's choice
  const address = globalThis.location && new URL(globalThis.location.href);
  if (address?.searchParams.has('lang') && address.searchParams.get('lang') !== language) {
    address.searchParams.set('lang', language);
    globalThis.history?.replaceState(globalThis.history.state, '', address);
  }
}
