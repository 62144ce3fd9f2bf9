// Test data shaped like the API's answers (types from @tyre/contracts).
import type { Category, Product, ProductCard, TyreSize } from '@tyre/contracts';

let serial = 0;
const id = () => (serial += 1).toString(16).padStart(24, '0');

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  const _id = overrides._id ?? id();
  return {
    _id,
    slug: `tyre-${_id.slice(-4)}`,
    title: `RoadGrip 90/90-17 TT ${_id.slice(-4)}`,
    titleBn: '',
    thumbnailImage: `thumb-${_id}.webp`,
    regularPrice: 2300,
    discountPrice: 0,
    price: 2300,
    stock: 12,
    status: 'active',
    categoryName: 'Motorcycle',
    categoryNameBn: '',
    categorySlug: 'motorcycle',
    rangeName: 'RoadGrip',
    rangeNameBn: '',
    sizeLabel: '90/90-17',
    rim: 17,
    construction: 'bias',
    tubeType: 'TT',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  const card = productCard(overrides);
  const image = (name: string) => ({
    thumb: `${name}-thumb.webp`,
    detail: `${name}-detail.webp`,
    full: `${name}-full.webp`,
    preview: `${name}-preview.webp`,
  });
  return {
    ...card,
    categoryId: id(),
    rangeId: id(),
    rangeSlug: 'roadgrip',
    sizeId: id(),
    loadIndex: '49',
    speedRating: 'P',
    plyRating: null,
    pattern: 'RG-100',
    description: 'The everyday commuter tyre.',
    descriptionBn: '',
    features: ['High-mileage compound'],
    shippingInsideDhaka: 80,
    shippingOutsideDhaka: 150,
    thumbnail: image('main'),
    images: [image('tread'), image('sidewall')],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function category(name: string, slug: string, sortOrder = 1): Category {
  return {
    _id: id(),
    name,
    nameBn: '',
    slug,
    description: '',
    descriptionBn: '',
    sortOrder,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export function tyreSize(label: string, rim: number, categorySlug = 'motorcycle'): TyreSize {
  return {
    _id: id(),
    label,
    rim,
    categoryId: id(),
    categoryName: categorySlug,
    categorySlug,
    width: null,
    aspect: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}
