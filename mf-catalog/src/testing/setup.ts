import { loadCatalogue, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { catalogCatalogue } from '../messages/catalogue';
import { vehiclesCatalogue } from '../messages/vehicles/catalogue';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the catalogue's messages in both languages, as the page has them once loaded
await Promise.all(
  [catalogCatalogue, vehiclesCatalogue].flatMap((catalogue) => [
    loadCatalogue(catalogue, 'en'),
    loadCatalogue(catalogue, 'bn'),
  ]),
);
