import { defineCatalogue } from '../i18n/catalogue';
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

/** The English texts and the matchers, once loaded (they come with the catalogue of either language). */
export const errorTables = (): Tables | undefined => tables;

/**
 * The error texts in Bangla, loaded (with the English texts and the matchers) when Bangla is
 * shown. English needs nothing loaded: its texts are the API's own sentences, shown as sent, so
 * an English page does not fetch this chunk at all.
 */
export const errorCatalogue = defineCatalogue<ErrorTextsEn>('errors', {
  en: () => Promise.resolve({} as ErrorTextsEn),
  bn: () => Promise.all([import('./messages/bn.json'), loadTables()]).then(([bn]) => bn),
});
