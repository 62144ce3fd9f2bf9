import type { ContactInfo } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

/** GET /contact — blurb, offices, phones, e-mail and social links. */
export async function getContact(signal?: AbortSignal): Promise<ContactInfo> {
  return (await apiClient.get<ContactInfo>('/contact', { signal })).data;
}
