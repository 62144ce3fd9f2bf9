// Records of the catalogue (and later the content) carry an optional Bangla twin of their texts:
// `name` / `nameBn`, `title` / `titleBn`, `description` / `descriptionBn`. The twin is always
// present in an answer and '' (or null for a nullable field) when the admin wrote none.
// `localized(record, 'title', lang)` picks the text to show: the Bangla one when the language is
// Bangla and the twin is not empty, the English one otherwise. Pure and zod-free, for browsers.

/** The languages of the site: English (the spec's words) and Bangla. */
export type SiteLanguage = 'en' | 'bn';

/** A record with a text field `K` and its Bangla twin `${K}Bn`. */
export type WithBangla<K extends string> = { readonly [P in K]: string | null } & {
  readonly [P in `${K}Bn`]: string | null | undefined;
};

/** True for 'bn' and regional tags such as 'bn-BD'. */
export const isBangla = (lang: string | null | undefined): boolean =>
  typeof lang === 'string' && /^bn(?:-|$)/i.test(lang);

/** The Bangla twin of `key` when `lang` is Bangla and the twin has text, else the English field. */
export function localized<K extends string, R extends WithBangla<K>>(
  record: R,
  key: K,
  lang: string | null | undefined,
): R[K] | string {
  if (isBangla(lang)) {
    const bangla = record[`${key}Bn` as `${K}Bn`] as string | null | undefined;
    if (typeof bangla === 'string' && bangla.trim() !== '') return bangla;
  }
  return record[key];
}
