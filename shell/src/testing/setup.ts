import { loadDictionary, setRuntimeConfig } from '@tyre/web-kit';
import { shellDictionary } from '../messages/dictionary';
import { testRuntimeConfig } from '@tyre/test-kit';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);

// the shell's dictionary in both languages, as the page has it once loaded
await Promise.all([loadDictionary(shellDictionary, 'en'), loadDictionary(shellDictionary, 'bn')]);
