import { updateTyreSizeBodySchema, type TyreSize, type UpdateTyreSizeBody } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export { updateTyreSizeBodySchema };
export type { UpdateTyreSizeBody };

/** PUT /size/:id (admin, JSON): only the fields given change. */
export async function updateTyreSize(id: string, body: UpdateTyreSizeBody): Promise<TyreSize> {
  return (await apiClient.put<TyreSize>(`/size/${encodeURIComponent(id)}`, body)).data;
}
