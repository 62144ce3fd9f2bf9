import { createProductBodySchema, type Product } from '@tyre/contracts';
import { apiData } from '@tyre/web-kit';
import { toFormData, uploadOptions, type WireFields } from '../../../lib/multipart';

export { createProductBodySchema };

export interface ProductImages {
  thumbnail?: File;
  images: File[];
}

/** The multipart body of a product: its fields and the file fields `thumbnail` and `images`. */
export const productFormData = (fields: WireFields, files: ProductImages): FormData =>
  toFormData(fields, { thumbnail: files.thumbnail ? [files.thumbnail] : [], images: files.images });

/**
 * POST /products (admin, multipart): the fields as text (features repeated), the thumbnail
 * (required) and the gallery (up to 6); `onProgress` gets the upload percent.
 */
export async function createProduct(
  fields: WireFields,
  files: ProductImages,
  onProgress?: (percent: number) => void,
): Promise<Product> {
  return apiData('POST /products', { body: productFormData(fields, files), ...uploadOptions(onProgress) });
}
