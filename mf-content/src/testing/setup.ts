import { loadCatalogue, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { contentCatalogue } from '../messages/catalogue';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// mf-content's catalogue in both languages, as the page has it once loaded
await Promise.all([loadCatalogue(contentCatalogue, 'en'), loadCatalogue(contentCatalogue, 'bn')]);
