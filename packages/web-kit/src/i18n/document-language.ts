import type { Language } from './language';

let fontLoading: Promise<void> | undefined;

/** The self-hosted Bengali font, in a chunk of its own: requested only when Bangla is chosen. */
export function loadBengaliFont(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  fontLoading ??= import('./bengali-font').then(
    ({ installBengaliFont }) => installBengaliFont(),
    (error: unknown) => {
      fontLoading = undefined;
      console.warn('Bengali font not loaded', error);
    },
  );
  return fontLoading;
}

/** `<html lang>` follows the language; Bangla also brings the Bengali font. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (language === 'bn') void loadBengaliFont();
}
