import { loadCatalogue, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { checkoutCatalogue } from '../messages/catalogue';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the checkout's messages in both languages, as the page has them once loaded
await Promise.all([loadCatalogue(checkoutCatalogue, 'en'), loadCatalogue(checkoutCatalogue, 'bn')]);
