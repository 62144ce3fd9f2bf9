import { loadCatalogue, setRuntimeConfig } from '@tyre/web-kit';
import { shellCatalogue } from '../messages/catalogue';
import { testRuntimeConfig } from '@tyre/test-kit';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the shell's catalogue in both languages, as the page has it once loaded
await Promise.all([loadCatalogue(shellCatalogue, 'en'), loadCatalogue(shellCatalogue, 'bn')]);
