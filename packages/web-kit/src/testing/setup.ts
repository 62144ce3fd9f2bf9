import { testRuntimeConfig } from '@tyre/test-kit';
import { setRuntimeConfig } from '../config/runtime-config';

// the client calls the test API that @tyre/test-kit intercepts (`testApiForFile`)
setRuntimeConfig(testRuntimeConfig);
