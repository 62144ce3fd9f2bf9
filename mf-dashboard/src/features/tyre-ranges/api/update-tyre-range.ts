import { updateTyreRangeBodySchema, type TyreRange } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

export { updateTyreRangeBodySchema };

/** PUT /tires/:slug (admin, multipart): the fields given change; a new `image` replaces the old one. */
export async function updateTyreRange(
  id: string,
  fields: WireFields,
  image: File | undefined,
): Promise<TyreRange> {
  const body = toFormData(fields, { image: image ? [image] : [] });
  return apiData('PUT /tires/:slug', { params: { slug: id }, body, ...uploadOptions() });
}
