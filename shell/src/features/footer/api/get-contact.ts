import type { ContactInfo } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { whenPageIdle } from '../../../utils/when-page-idle';

/**
 * GET /contact — blurb, offices, phones, e-mail and social links. The footer is below the first
 * screen: its request waits until the page has loaded and the browser is idle.
 */
export async function getContact(signal?: AbortSignal): Promise<ContactInfo> {
  await whenPageIdle();
  return apiData('GET /contact', { signal });
}
