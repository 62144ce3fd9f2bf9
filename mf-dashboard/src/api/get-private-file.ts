import { apiCall } from '@tyre/web-kit';

/**
 * GET /files/:name as a Blob with the admin's token (private files, such as CVs and dealer
 * documents, answer only admins, so a plain <img>/<iframe> address cannot load them). Read as
 * bytes and typed by the answer's Content-Type.
 */
export async function getPrivateFile(name: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiCall('GET /files/:name', {
    params: { name },
    responseType: 'arraybuffer',
    signal,
  });
  const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  return new Blob([response.data], { type: type.trim() });
}
