import { loadDictionary, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { catalogDictionary } from '../messages/dictionary';
import { vehiclesDictionary } from '../messages/vehicles/dictionary';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the catalogue's messages in both languages, as the page has them once loaded
await Promise.all(
  [catalogDictionary, vehiclesDictionary].flatMap((catalogue) => [
    loadDictionary(catalogue, 'en'),
    loadDictionary(catalogue, 'bn'),
  ]),
);
