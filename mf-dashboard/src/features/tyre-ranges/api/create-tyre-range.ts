import { createTyreRangeBodySchema, type TyreRange } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

export { createTyreRangeBodySchema };

/** POST /tires (admin, multipart): the fields and an optional file field `image`. */
export async function createTyreRange(fields: WireFields, image: File | undefined): Promise<TyreRange> {
  const body = toFormData(fields, { image: image ? [image] : [] });
  return apiData('POST /tires', { body, ...uploadOptions() });
}
