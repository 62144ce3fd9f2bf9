import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, testApiForFile, testRuntimeConfig } from '@tyre/test-kit';
import bn from '../messages/bn.json';

testApiForFile({
  'POST /auth/login': failure(401, 'Wrong e-mail or password', 'unauthorized'),
});

/** A fresh page whose visitor's browser asks for Bangla: the modules evaluated anew, as on a page load. */
async function banglaPage() {
  vi.resetModules();
  localStorage.clear();
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['bn-BD', 'en']);
  (await import('../../config/runtime-config')).setRuntimeConfig(testRuntimeConfig);
  const { apiCall } = await import('../../api/api-client');
  const { errorMessage } = await import('../../api/error-message');
  const { errorDictionary } = await import('../error-dictionary');
  const { isDictionaryLoaded } = await import('../../i18n/dictionary');
  const { currentLanguage } = await import('../../i18n/i18n-instance');
  expect(currentLanguage()).toBe('bn');
  return { apiCall, errorMessage, textsLoaded: () => isDictionaryLoaded(errorDictionary, 'bn') };
}

afterEach(() => vi.restoreAllMocks());

describe('the error texts of a Bangla page, loaded on demand', () => {
  it('when a page starts in Bangla, then its error texts are not fetched with it', async () => {
    const page = await banglaPage();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(page.textsLoaded()).toBe(false);
  });

  it('when a call fails on a Bangla page, then the caller reads its text in Bangla, not the general sentence', async () => {
    const page = await banglaPage();
    const error = await page
      .apiCall('POST /auth/login', { body: { email: 'a@example.com', password: 'wrong-password' } })
      .catch((caught: unknown) => caught);
    expect(page.textsLoaded()).toBe(true);
    expect(page.errorMessage(error)).toBe(bn['message.auth.loginFailed']);
  });

  it('when the visitor first touches or types on a Bangla page, then the error texts are fetched', async () => {
    const page = await banglaPage();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(page.textsLoaded()).toBe(true));
  });
});
