import { updateProductBodySchema, type Product } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { uploadOptions, type WireFields } from '../../../lib/multipart';
import { productFormData, type ProductImages } from './create-product';

export { updateProductBodySchema };

/**
 * PUT /products/:slug (admin, multipart): the fields given change; a new `thumbnail` replaces
 * the old one; new `images` follow the gallery pictures named in `keepImages`, or replace the
 * whole gallery when it is not sent.
 */
export async function updateProduct(
  id: string,
  fields: WireFields,
  files: ProductImages,
  onProgress?: (percent: number) => void,
): Promise<Product> {
  return apiData('PUT /products/:slug', {
    params: { slug: id },
    body: productFormData(fields, files),
    ...uploadOptions(onProgress),
  });
}
