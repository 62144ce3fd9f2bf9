import { currentLanguage, i18n } from './i18n-instance';
import { isLanguage, storeLanguage, type Language } from './language';
import { applyDocumentLanguage, loadBengaliFont } from './document-language';

/** A catalogue file: flat keys to strings (`"nav.products": "Products"`); plurals as `key_one`/`key_other`. */
export type Messages = Record<string, string>;

type Loaded<M> = M | { default: M };

/**
 * An app's message catalogue: its namespace and one loader per language (dynamic imports, so a
 * page loads only the chosen language's file). The Bangla file must have every English key.
 */
export interface Catalogue<M extends Messages = Messages> {
  readonly namespace: string;
  readonly loaders: { en: () => Promise<Loaded<M>>; bn: () => Promise<Loaded<Record<keyof M, string>>> };
}

const catalogues = new Map<string, Catalogue>();
const pending = new Map<string, Promise<void>>();

/**
 * Declare an app's catalogue (once, at module level): `defineCatalogue('catalog', { en: () =>
 * import('./messages/en.json'), bn: () => import('./messages/bn.json') })`. Declared catalogues
 * are loaded for the new language before a language change shows. `atStart: false` leaves the
 * first page's load to whoever needs the catalogue (`loadCatalogue`, `useCatalogue`): web-kit's
 * error texts, which a page that shows no error never needs.
 */
export function defineCatalogue<M extends Messages>(
  namespace: string,
  loaders: { en: () => Promise<Loaded<M>>; bn: () => Promise<Loaded<Record<keyof M, string>>> },
  { atStart = true }: { atStart?: boolean } = {},
): Catalogue<M> {
  const catalogue: Catalogue<M> = { namespace, loaders };
  catalogues.set(namespace, catalogue as unknown as Catalogue);
  // start fetching the language shown now at once, beside the app's other chunks (its gate
  // then waits less or not at all); a failure here is reported by the gate, which tries again
  if (atStart && typeof document !== 'undefined') {
    loadCatalogue(catalogue as unknown as Catalogue, currentLanguage()).catch(() => undefined);
  }
  return catalogue;
}

export function isCatalogueLoaded(catalogue: Catalogue<Messages>, language: Language): boolean {
  return i18n.hasResourceBundle(language, catalogue.namespace);
}

/** Load one catalogue for a language (at most once; a failed load may be tried again). */
export function loadCatalogue(catalogue: Catalogue<Messages>, language: Language): Promise<void> {
  if (isCatalogueLoaded(catalogue, language)) return Promise.resolve();
  const id = `${language}/${catalogue.namespace}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = catalogue.loaders[language]().then(
      (loaded) => {
        const messages = (
          'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded
        ) as Messages;
        i18n.addResourceBundle(language, catalogue.namespace, messages, true, true);
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
 * Switch the site's language: remembered, the declared catalogues of the new language loaded
 * first (so no screen shows raw keys or half the old language), then every screen re-renders and
 * `<html lang>` follows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) throw new Error(`unknown language: ${String(language)}`);
  if (language === 'bn') loadBengaliFont(); // declared before any Bengali text renders
  // a catalogue that fails (its remote is down) costs only its own area: its gate shows the
  // area's retry prompt; the rest of the site still switches
  await Promise.allSettled([...catalogues.values()].map((catalogue) => loadCatalogue(catalogue, language)));
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
