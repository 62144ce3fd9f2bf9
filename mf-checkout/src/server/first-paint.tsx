// The checkout remote's first-paint renderer (web-kit first-paint/server.tsx): its screens as HTML.
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { checkoutDictionary } from '../messages/dictionary';

export const renderer = firstPaintRenderer({ routes, dictionaries: [checkoutDictionary] });
