import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { changeLanguage, isCatalogueLoaded, loadCatalogue, type Catalogue, type Messages } from './catalogue';
import { currentLanguage, i18n } from './i18n-instance';
import type { Language } from './language';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The language shown now; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `[language, setLanguage]`: setLanguage loads the new catalogues, then switches every screen. */
export function useLanguageSwitch(): readonly [Language, (language: Language) => Promise<void>] {
  const language = useLanguage();
  const set = useCallback((next: Language) => changeLanguage(next), []);
  return [language, set] as const;
}

/** A catalogue key, with plural forms (`items_one`, `items_other`) called by their stem (`items`). */
export type MessageKey<M extends Messages> = {
  [K in keyof M & string]: K extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Stem | K
    : K;
}[keyof M & string];

/** Values for `{{name}}` placeholders; `count` picks the plural form (and `{{count, number}}` writes it in the language's digits). */
export type MessageValues = Record<string, string | number>;

export type Translate<M extends Messages> = (key: MessageKey<M>, values?: MessageValues) => string;

export interface CatalogueState<M extends Messages> {
  /** The catalogue's text for the language shown now. */
  t: Translate<M>;
  /** false while the language's catalogue is loading (then `t` answers ''). */
  ready: boolean;
  language: Language;
  /** Why the catalogue did not load (a failed chunk), if it did not. */
  error?: unknown;
}

function translator<M extends Messages>(
  language: Language,
  namespace: string,
  loaded: boolean,
): Translate<M> {
  if (!loaded) return () => '';
  const fixed = i18n.getFixedT(language, namespace);
  return (key, values) => String(fixed(key, values));
}

/**
 * An app's messages in the language shown now, loading its catalogue on demand. Wrap an area in
 * `<Messages catalogue={...}>` (or pass the catalogue to `inRemoteRoot`) so that nothing renders
 * before the text has arrived; under that gate `ready` is always true.
 */
export function useCatalogue<M extends Messages>(catalogue: Catalogue<M>): CatalogueState<M> {
  const language = useLanguage();
  const generic = catalogue as unknown as Catalogue;
  const namespace = catalogue.namespace;
  const id = `${language}/${namespace}`;
  const loaded = isCatalogueLoaded(generic, language);
  const [, setLoaded] = useState('');
  const [error, setError] = useState<{ id: string; error: unknown }>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadCatalogue(generic, language).then(
      () => live && setLoaded(id),
      (failure: unknown) => live && setError({ id, error: failure }),
    );
    return () => {
      live = false;
    };
  }, [generic, id, language, loaded]);
  const translate = useMemo(() => translator<M>(language, namespace, loaded), [namespace, language, loaded]);
  return {
    t: translate,
    ready: loaded,
    language,
    error: !loaded && error?.id === id ? error.error : undefined,
  };
}
