// Test data shaped like the API's answers (types from @tyre/contracts).
import type {
  Category,
  FitmentSize,
  FitmentWithProducts,
  Product,
  ProductCard,
  TyreSize,
  VehicleFit,
  VehicleMake,
  VehicleModel,
  VehicleType,
} from '@tyre/contracts';

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
    updatedAt: '2025-01-01T00:00:00.000Z',
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

const stamp = '2025-01-01T00:00:00.000Z';

export function vehicleType(name: string, slug: string, nameBn = ''): VehicleType {
  return { _id: id(), slug, name, nameBn, makes: 1, models: 1 };
}

export function vehicleMake(name: string, slug: string, nameBn = '', types = ['motorcycle']): VehicleMake {
  return { _id: id(), slug, name, nameBn, types, modelCount: 1, createdAt: stamp, updatedAt: stamp };
}

/** A model of a make (`Pulsar 150` of Bajaj, a motorcycle, unless said). */
export function vehicleModel(overrides: Partial<VehicleModel> = {}): VehicleModel {
  return {
    _id: id(),
    slug: 'bajaj-pulsar-150',
    name: 'Pulsar 150',
    nameBn: 'পালসার ১৫০',
    makeId: id(),
    makeSlug: 'bajaj',
    makeName: 'Bajaj',
    makeNameBn: 'বাজাজ',
    typeId: id(),
    typeSlug: 'motorcycle',
    typeName: 'Motorcycle',
    typeNameBn: 'মোটরসাইকেল টায়ার',
    yearFrom: 2003,
    yearTo: null,
    generations: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** A fitment size with its products (the total is their count unless said). */
export function fitmentSize(
  label: string,
  rim: number,
  products: ProductCard[] = [],
  total?: number,
): FitmentSize {
  return { label, key: label, rim, tyreSizeIds: [id()], products, total: total ?? products.length };
}

export function fitment(
  position: FitmentWithProducts['position'],
  size: FitmentSize,
  overrides: Partial<FitmentWithProducts> = {},
): FitmentWithProducts {
  return { _id: id(), position, yearFrom: 2019, yearTo: null, size, alternatives: [], ...overrides };
}

/** A row of GET /vehicles/fits. */
export function vehicleFit(make: string, model: string, overrides: Partial<VehicleFit> = {}): VehicleFit {
  const slug = `${make}-${model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    modelId: id(),
    modelSlug: slug,
    modelName: model,
    modelNameBn: '',
    makeSlug: make.toLowerCase(),
    makeName: make,
    makeNameBn: '',
    typeSlug: 'motorcycle',
    position: 'rear',
    yearFrom: 2015,
    yearTo: null,
    alternative: false,
    ...overrides,
  };
}
