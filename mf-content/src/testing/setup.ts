import { loadDictionary, setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';
import { contentDictionary } from '../messages/dictionary';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// mf-content's dictionary in both languages, as the page has it once loaded
await Promise.all([loadDictionary(contentDictionary, 'en'), loadDictionary(contentDictionary, 'bn')]);
