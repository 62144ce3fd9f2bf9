import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  changeLanguage,
  isDictionaryLoaded,
  loadDictionary,
  type Dictionary,
  type Messages,
} from './dictionary';
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

/** `[language, setLanguage]`: setLanguage loads the new dictionaries, then switches every screen. */
export function useLanguageSwitch(): readonly [Language, (language: Language) => Promise<void>] {
  const language = useLanguage();
  const set = useCallback((next: Language) => changeLanguage(next), []);
  return [language, set] as const;
}

/** A dictionary key, with plural forms (`items_one`, `items_other`) called by their stem (`items`). */
export type MessageKey<M extends Messages> = {
  [K in keyof M & string]: K extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Stem | K
    : K;
}[keyof M & string];

/** Values for `{{name}}` placeholders; `count` picks the plural form (and `{{count, number}}` writes it in the language's digits). */
export type MessageValues = Record<string, string | number>;

export type Translate<M extends Messages> = (key: MessageKey<M>, values?: MessageValues) => string;

export interface DictionaryState<M extends Messages> {
  /** The dictionary's text for the language shown now. */
  t: Translate<M>;
  /** false while the language's dictionary is loading (then `t` answers ''). */
  ready: boolean;
  language: Language;
  /** Why the dictionary did not load (a failed chunk), if it did not. */
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
 * An app's messages in the language shown now, loading its dictionary on demand. Wrap an area in
 * `<Messages dictionary={...}>` (or pass the dictionary to `inRemoteRoot`) so that nothing renders
 * before the text has arrived; under that gate `ready` is always true.
 */
export function useDictionary<M extends Messages>(dictionary: Dictionary<M>): DictionaryState<M> {
  const language = useLanguage();
  const generic = dictionary as unknown as Dictionary;
  const namespace = dictionary.namespace;
  const id = `${language}/${namespace}`;
  const loaded = isDictionaryLoaded(generic, language);
  const [, setLoaded] = useState('');
  const [error, setError] = useState<{ id: string; error: unknown }>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadDictionary(generic, language).then(
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
