import type { ContactInfo } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

/** GET /contact */
export function getContact(signal?: AbortSignal): Promise<ContactInfo> {
  return apiData('GET /contact', { signal });
}
