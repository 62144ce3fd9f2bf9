import { apiCall } from '@tyre/web-kit';

/** DELETE /tires/:slug (admin) — 409 with the reason while products use it. */
export async function deleteTyreRange(id: string): Promise<void> {
  await apiCall('DELETE /tires/:slug', { params: { slug: id } });
}
