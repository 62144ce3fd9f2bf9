// Answers of the API shaped by the contract types, for any front-end test: the records many
// screens show. An app's own records live in its `src/testing/fixtures.ts`.
import type { Category, ProductCard } from '@tyre/contracts';

let counter = 0;
/** A fresh 24-hex id (`ccc…1`, `ccc…2`, …), apart from the ones an app's fixtures make. */
const newId = () => (++counter).toString(16).padStart(24, 'c');
const when = '2025-03-01T10:00:00.000Z';

/** A category (as GET /category lists it). */
export const categoryOf = (name: string, slug: string, fields: Partial<Category> = {}): Category => ({
  _id: newId(),
  name,
  nameBn: '',
  slug,
  description: '',
  descriptionBn: '',
  sortOrder: 0,
  createdAt: when,
  updatedAt: when,
  ...fields,
});

/** A product's card (as GET /products lists it): a 90/90-17 motorcycle tyre in stock. */
export const cardOf = (title: string, fields: Partial<ProductCard> = {}): ProductCard => {
  const _id = newId();
  return {
    _id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    titleBn: '',
    thumbnailImage: `${_id}-thumb.webp`,
    regularPrice: 3200,
    discountPrice: 200,
    price: 3000,
    stock: 10,
    status: 'active',
    categoryName: 'Motorcycle',
    categoryNameBn: '',
    categorySlug: 'motorcycle',
    rangeName: null,
    rangeNameBn: null,
    sizeLabel: '90/90-17',
    rim: 17,
    construction: 'bias',
    tubeType: 'TT',
    updatedAt: when,
    ...fields,
  };
};
