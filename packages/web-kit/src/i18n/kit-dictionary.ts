import { defineDictionary } from './dictionary';
import { kitEn, kitMessages } from './kit-messages';
import { useDictionary } from './use-dictionary';

/** The kit's dictionary: in the instance from the start, so it never waits. */
export const kitDictionary = defineDictionary<typeof kitEn>('kit', {
  en: () => Promise.resolve(kitMessages.en),
  bn: () => Promise.resolve(kitMessages.bn),
});

/** The kit's own strings in the language shown now. */
export function useKitText() {
  return useDictionary(kitDictionary).t;
}
