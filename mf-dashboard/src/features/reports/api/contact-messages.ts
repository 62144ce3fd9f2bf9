import type { ContactMessage, ContactMessageCounts } from '@tyre/contracts';
import { apiClient, totalCount } from '@tyre/web-kit';

/** GET /contact/messages (admin): newest first, a page of them; `unread` only the unread. */
export async function getContactMessages(page: number, size: number, unread: boolean, signal?: AbortSignal) {
  const response = await apiClient.get<ContactMessage[]>('/contact/messages', {
    params: { page, size, ...(unread ? { unread: 1 } : {}) },
    signal,
  });
  return { items: response.data, total: totalCount(response, response.data.length) };
}

/** GET /contact/messages/counts (admin). */
export async function getContactCounts(signal?: AbortSignal) {
  return (await apiClient.get<ContactMessageCounts>('/contact/messages/counts', { signal })).data;
}

/** PUT /contact/messages/:id (admin): mark read or unread. */
export async function markContactMessage(id: string, read: boolean) {
  return (await apiClient.put<ContactMessage>(`/contact/messages/${id}`, { read })).data;
}

/** DELETE /contact/messages/:id (admin). */
export async function deleteContactMessage(id: string) {
  await apiClient.delete(`/contact/messages/${id}`);
}
