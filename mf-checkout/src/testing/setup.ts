import { loadDictionary, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { checkoutDictionary } from '../messages/dictionary';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the checkout's messages in both languages, as the page has them once loaded
await Promise.all([loadDictionary(checkoutDictionary, 'en'), loadDictionary(checkoutDictionary, 'bn')]);
