// Answers shaped like the API's (types from @tyre/contracts).
import type {
  Category,
  Courier,
  Dealer,
  DealerRequest,
  Job,
  NewsPost,
  Order,
  OutboxMessage,
  Product,
  TyreSize,
  VehicleFitment,
  VehicleMake,
  VehicleModel,
} from '@tyre/contracts';
import { cardOf, categoryOf } from '@tyre/test-kit';

let counter = 0;
const newId = () => (++counter).toString(16).padStart(24, 'a');
const when = '2025-03-01T10:00:00.000Z';

// the records every app's tests show come from the test kit
export { cardOf, categoryOf };

export const sizeOf = (label: string, rim: number, category: Category): TyreSize => ({
  _id: newId(),
  label,
  rim,
  width: null,
  aspect: null,
  categoryId: category._id,
  categoryName: category.name,
  categorySlug: category.slug,
  createdAt: when,
  updatedAt: when,
});

const imageSet = (id: string) => ({
  thumb: `${id}-card.webp`,
  detail: `${id}-detail.webp`,
  full: `${id}.webp`,
  preview: `${id}-preview.webp`,
});

/** A whole product (as GET /products/:slug answers it) of that category and size, with a gallery. */
export const productOf = (title: string, category: Category, size: TyreSize, galleryCount = 0): Product => {
  const card = cardOf(title, {
    categoryName: category.name,
    categorySlug: category.slug,
    sizeLabel: size.label,
    rim: size.rim,
  });
  return {
    ...card,
    categoryId: category._id,
    rangeId: null,
    rangeSlug: null,
    sizeId: size._id,
    loadIndex: null,
    speedRating: null,
    plyRating: null,
    pattern: null,
    description: '',
    descriptionBn: '',
    features: [],
    shippingInsideDhaka: 80,
    shippingOutsideDhaka: 150,
    thumbnail: imageSet(card._id),
    images: Array.from({ length: galleryCount }, () => imageSet(newId())),
    createdAt: when,
    updatedAt: when,
  };
};

export const orderOf = (reference: string, extra: Partial<Order> = {}): Order => {
  const _id = newId();
  return {
    _id,
    reference,
    key: `key${_id}`,
    userId: null,
    items: [
      {
        product: newId(),
        title: 'RoadGrip 90/90-17 TT',
        slug: 'roadgrip-90-90-17-tt',
        quantity: 2,
        regularPrice: 3200,
        unitPrice: 3000,
        lineTotal: 6000,
        shipping: 120,
      },
    ],
    customer: {
      name: 'Rahim Uddin',
      address: 'House 12, Road 5',
      thana: 'Mirpur',
      district: 'Dhaka',
      mobileNumber: '01711000001',
    },
    payment: { paymentType: 'Cash on Delivery' },
    subtotal: 6000,
    shipping: 120,
    total: 6120,
    status: 'pending',
    history: [{ from: null, to: 'pending', by: null, at: when }],
    createdAt: when,
    updatedAt: when,
    ...extra,
  };
};

export const newsOf = (title: string, extra: Partial<NewsPost> = {}): NewsPost => {
  const _id = newId();
  return {
    _id,
    title,
    desc: `${title}: the whole story, told in a few sentences.`,
    titleBn: '',
    descBn: '',
    image: `${_id}.webp`,
    thumbnail: `${_id}-thumb.webp`,
    preview: `${_id}-preview.webp`,
    createdAt: when,
    updatedAt: when,
    ...extra,
  };
};

export const jobOf = (title: string, extra: Partial<Job> = {}): Job => {
  const _id = newId();
  return {
    _id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    vacancy: 2,
    experience: '2 years',
    deadline: '2099-12-31',
    closesAt: '2099-12-31T18:00:00.000Z',
    open: true,
    desc: 'Sell our tyres to dealers across the division.',
    skills: 'Negotiation',
    accountabilities: 'Monthly targets',
    eduReq: 'BBA',
    location: 'Dhaka',
    salary: 'Negotiable',
    ref: 'TS-01',
    titleBn: '',
    experienceBn: '',
    descBn: '',
    skillsBn: '',
    accountabilitiesBn: '',
    eduReqBn: '',
    locationBn: '',
    salaryBn: '',
    createdAt: when,
    updatedAt: when,
    ...extra,
  };
};

export const dealerRequestOf = (name: string, extra: Partial<DealerRequest> = {}): DealerRequest => {
  const _id = newId();
  return {
    _id,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-traders`,
    name,
    companyName: `${name} Traders`,
    email: 'dealer@example.com.bd',
    mobile: '01711000009',
    message: 'We sell tyres in Bogura and would like to become your dealer.',
    file: `${_id}.pdf`,
    fileKind: 'document',
    handled: false,
    archived: false,
    createdAt: when,
    updatedAt: when,
    ...extra,
  };
};

/** One record of the outbox (as GET /messages answers it): an SMS to the customer, sent at once. */
export const messageOf = (reference: string, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: newId(),
  orderId: newId(),
  reference,
  event: 'placed',
  channel: 'sms',
  audience: 'customer',
  to: '01711•••001',
  language: 'en',
  text: `Tyre Bangladesh: order ${reference} received. Track it: http://localhost:3000/track?ref=${reference}`,
  status: 'sent',
  tries: 1,
  attempts: [{ at: when, ok: true }],
  sentAt: when,
  createdAt: when,
  ...extra,
});

export const courierOf = (name: string, extra: Partial<Courier> = {}): Courier => ({
  _id: newId(),
  name,
  nameBn: '',
  trackingUrl: '',
  active: true,
  createdAt: when,
  updatedAt: when,
  ...extra,
});

export const vehicleMakeOf = (name: string, overrides: Partial<VehicleMake> = {}): VehicleMake => ({
  _id: newId(),
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  nameBn: '',
  types: ['motorcycle'],
  modelCount: 0,
  createdAt: when,
  updatedAt: when,
  ...overrides,
});

export const vehicleModelOf = (
  make: VehicleMake,
  name: string,
  overrides: Partial<VehicleModel> = {},
): VehicleModel => ({
  _id: newId(),
  slug: `${make.slug}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  name,
  nameBn: '',
  makeId: make._id,
  makeSlug: make.slug,
  makeName: make.name,
  makeNameBn: make.nameBn,
  typeId: newId(),
  typeSlug: 'motorcycle',
  typeName: 'Motorcycle',
  typeNameBn: '',
  yearFrom: 2010,
  yearTo: null,
  generations: [],
  createdAt: when,
  updatedAt: when,
  ...overrides,
});

export const vehicleFitmentOf = (
  model: VehicleModel,
  position: VehicleFitment['position'],
  size: string,
  overrides: Partial<VehicleFitment> = {},
): VehicleFitment => ({
  _id: newId(),
  modelId: model._id,
  modelSlug: model.slug,
  modelName: model.name,
  modelNameBn: model.nameBn,
  makeId: model.makeId,
  makeSlug: model.makeSlug,
  makeName: model.makeName,
  makeNameBn: model.makeNameBn,
  typeSlug: model.typeSlug,
  yearFrom: model.yearFrom,
  yearTo: null,
  position,
  size,
  sizeKey: size,
  alternatives: [],
  createdAt: when,
  updatedAt: when,
  ...overrides,
});

/** A dealer of Bogura, numbered `n` (its id, slug, names and authorisation number follow). */
export const dealerOf = (n: number, fields: Partial<Dealer> = {}): Dealer => ({
  _id: `65000000000000000000000${n}`,
  slug: `dealer-${n}`,
  name: `Dealer ${n} Tyres`,
  nameBn: `ডিলার ${n}`,
  authNumber: `TBD-2025-000${n}`,
  division: 'Rajshahi',
  district: 'Bogura',
  upazila: 'Bogura Sadar',
  upazilaBn: '',
  address: `${n} Station Road, Bogura`,
  addressBn: '',
  phones: [`0171122334${n}`],
  email: '',
  hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
  services: ['fitting'],
  categories: [],
  lat: 24.8465,
  lng: 89.3773,
  listed: true,
  demo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
