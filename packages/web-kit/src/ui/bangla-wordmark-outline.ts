// The outline of the drawn "বাংলা" of the language switch, from its own chunk (bangla-wordmark.ts):
// English asks for it as it starts (document-language.ts), as Bangla asks for the Bengali font.

/** The drawn word's box (the outline's units). */
export const banglaWordmarkViewBox = '0 -917 2343 1325';

let outline: string | undefined;

/** The outline once loaded, else undefined. */
export const banglaWordmarkOutline = (): string | undefined => outline;

/** Load the outline (once). */
export function loadBanglaWordmark(): Promise<string> {
  return import('./bangla-wordmark').then(({ banglaWordmark }) => (outline = banglaWordmark.d));
}
