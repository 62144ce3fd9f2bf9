import { defineCatalogue } from './catalogue';
import { kitEn, kitMessages } from './kit-messages';
import { useCatalogue } from './use-catalogue';

/** The kit's catalogue: in the instance from the start, so it never waits. */
export const kitCatalogue = defineCatalogue<typeof kitEn>('kit', {
  en: () => Promise.resolve(kitMessages.en),
  bn: () => Promise.resolve(kitMessages.bn),
});

/** The kit's own strings in the language shown now. */
export function useKitText() {
  return useCatalogue(kitCatalogue).t;
}
