import { defineDictionary, useDictionary, type Translate } from '@tyre/web-kit';
import type en from './en.json';

/** mf-content's messages (namespace `content`); each language's file is a chunk of its own. */
export const contentDictionary = defineDictionary<typeof en>('content', {
  en: () => import('./en.json'),
  bn: () => import('./bn.json'),
});

export type ContentText = Translate<typeof en>;

/** mf-content's text in the language shown now. */
export function useText(): ContentText {
  return useDictionary(contentDictionary).t;
}
