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
 * The error texts: the English ones (the API's sentences word for word) and the Bangla ones, each
 * loaded when its language is shown, the English texts and the matchers with either.
 */
export const errorCatalogue = defineCatalogue<ErrorTextsEn>('errors', {
  en: () => loadTables().then((loaded) => loaded.errorTextsEn),
  bn: () => Promise.all([import('./messages/bn.json'), loadTables()]).then(([bn]) => bn),
});
