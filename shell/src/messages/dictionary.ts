import { defineDictionary, useDictionary } from '@tyre/web-kit';
import type en from './en.json';

/** The shell's messages (namespace `shell`); each language's file is a chunk of its own. */
export const shellDictionary = defineDictionary<typeof en>('shell', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

/** The shell's text in the language shown now. */
export function useText() {
  return useDictionary(shellDictionary).t;
}
