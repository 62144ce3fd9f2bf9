// The catalogue's first-paint renderer (web-kit first-paint/server.tsx): its screens as HTML.
import { firstPaintRenderer } from '@tyre/web-kit/first-paint/server';
import { routes } from '../app/routes';
import { catalogDictionary } from '../messages/dictionary';
import { vehiclesDictionary } from '../messages/vehicles/dictionary';

export const renderer = firstPaintRenderer({ routes, dictionaries: [catalogDictionary, vehiclesDictionary] });
