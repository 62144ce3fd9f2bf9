import { setRuntimeConfig } from '@tyre/web-kit';
import { testRuntimeConfig } from '@tyre/test-kit';

// the web-kit client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);
