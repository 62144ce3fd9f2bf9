import { createTyreSizeBodySchema, type CreateTyreSizeBody, type TyreSize } from '@tyre/contracts';
import { apiClient } from '@tyre/web-kit';

export { createTyreSizeBodySchema };
export type { CreateTyreSizeBody };

/** POST /size (admin, JSON) — 409 when the label exists in that category. */
export async function createTyreSize(body: CreateTyreSizeBody): Promise<TyreSize> {
  return (await apiClient.post<TyreSize>('/size', body)).data;
}
