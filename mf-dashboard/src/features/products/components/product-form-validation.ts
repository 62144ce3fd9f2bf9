// What the product form checks before sending, besides the contract's body schema.
import { MAX_GALLERY_IMAGES } from '@tyre/contracts';
import { imageSizeProblem, pickedFiles } from '../../../components/image-upload';
import { schemaMessages } from '../../../lib/field-messages';
import { createProductBodySchema } from '../api/create-product';
import { updateProductBodySchema } from '../api/update-product';
import { productLabels, type ProductValues } from './product-form-mapping';

/** The contract schema a create or an update is checked with. */
export const productBodySchema = (updating: boolean) =>
  updating ? updateProductBodySchema : createProductBodySchema;

/**
 * Checks the whole-form schema leaves out: the chosen selects, the picked files, and the discount
 * rule of the contract, which zod only applies once every other field is valid (checked here
 * alone through the update schema, where every other field is optional).
 */
function otherProblems(values: ProductValues, creating: boolean): Record<string, string> {
  const problems: Record<string, string> = schemaMessages(updateProductBodySchema, {
    regularPrice: values.regularPrice ?? undefined,
    discountPrice: values.discountPrice ?? undefined,
  });
  if (!values.category) problems.category = 'is required';
  if (!values.tyreSize) problems.tyreSize = 'is required';
  if (creating && pickedFiles(values.thumbnail).length === 0) problems.thumbnail = 'is required';
  const thumbnail = imageSizeProblem(values.thumbnail);
  if (thumbnail) problems.thumbnail = thumbnail;
  const gallery = imageSizeProblem(values.images);
  if (gallery) problems.images = gallery;
  return problems;
}

/**
 * Every check beyond the body schema. `kept`: on an update, how many current gallery pictures stay
 * (the kept ones and the new ones together are at most MAX_GALLERY_IMAGES); null on a create.
 */
export function productFormProblems(values: ProductValues, kept: number | null): Record<string, string> {
  const problems = otherProblems(values, kept === null);
  if (kept !== null && kept + pickedFiles(values.images).length > MAX_GALLERY_IMAGES) {
    problems.images ??= `${productLabels.images} must be at most ${MAX_GALLERY_IMAGES} pictures with the kept ones`;
  }
  return problems;
}
