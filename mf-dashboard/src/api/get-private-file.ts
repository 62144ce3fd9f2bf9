import { apiClient } from '@tyre/web-kit';

/**
 * GET /files/:name as a Blob with the admin's token (private files, such as CVs and dealer
 * documents, answer only admins, so a plain <img>/<iframe> address cannot load them).
 */
export async function getPrivateFile(name: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiClient.get<Blob>(`/files/${encodeURIComponent(name)}`, {
    responseType: 'blob',
    signal,
  });
  return response.data;
}
