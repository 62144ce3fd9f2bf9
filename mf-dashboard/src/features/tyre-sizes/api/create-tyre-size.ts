import { createTyreSizeBodySchema, type CreateTyreSizeBody, type TyreSize } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';

export { createTyreSizeBodySchema };
export type { CreateTyreSizeBody };

/** POST /size (admin, JSON) — 409 when the label exists in that category. */
export async function createTyreSize(body: CreateTyreSizeBody): Promise<TyreSize> {
  return apiData('POST /size', { body });
}
