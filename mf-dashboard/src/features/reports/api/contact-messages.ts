import { apiCall, apiData, apiPage } from '@tyre/web-kit';

/** GET /contact/messages (admin): newest first, a page of them; `unread` only the unread. */
export async function getContactMessages(page: number, size: number, unread: boolean, signal?: AbortSignal) {
  return apiPage('GET /contact/messages', {
    query: { page, size, ...(unread ? { unread: 1 } : {}) },
    signal,
  });
}

/** GET /contact/messages/counts (admin). */
export async function getContactCounts(signal?: AbortSignal) {
  return apiData('GET /contact/messages/counts', { signal });
}

/** PUT /contact/messages/:id (admin): mark read or unread. */
export async function markContactMessage(id: string, read: boolean) {
  return apiData('PUT /contact/messages/:id', { params: { id }, body: { read } });
}

/** DELETE /contact/messages/:id (admin). */
export async function deleteContactMessage(id: string) {
  await apiCall('DELETE /contact/messages/:id', { params: { id } });
}
