// The API as the shell's server hands it to an app's server renderer (contracts first-paint.ts
// `AskApi`: a GET of a path below the API base), on the test API (`testApiForFile` answers it):
// for the tests of a renderer's `prepare`.
import type { AskApi } from '@tyre/contracts/first-paint';
import { testApiBase } from './test-api';

export const askTestApi: AskApi = async (path) => {
  const response = await fetch(testApiBase + path);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
};
