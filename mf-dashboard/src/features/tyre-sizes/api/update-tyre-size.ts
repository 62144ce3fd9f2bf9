import { updateTyreSizeBodySchema, type TyreSize, type UpdateTyreSizeBody } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { updateTyreSizeBodySchema };
export type { UpdateTyreSizeBody };

/** PUT /size/:id (admin, JSON): only the fields given change. */
export async function updateTyreSize(id: string, body: UpdateTyreSizeBody): Promise<TyreSize> {
  return apiData('PUT /size/:id', { params: { id }, body });
}
