import { loadBanglaWordmark } from '../ui/bangla-wordmark-outline';
import { installBengaliFont } from './bengali-font';
import type { Language } from './language';

/** The self-hosted Bengali font: declared (and so fetched) only when Bangla is chosen. */
export function loadBengaliFont(): void {
  if (typeof document === 'undefined') return;
  installBengaliFont();
}

/** `<html lang>` follows the language; Bangla also brings the Bengali font, English the switch's drawn "বাংলা". */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  if (language === 'bn') loadBengaliFont();
  else loadBanglaWordmark().catch(() => undefined);
  document.documentElement.lang = language;
}
