// Catalogue data for the benchmark: reference data through the API (as an admin would make it),
// products in bulk straight into the store (the same documents the API writes).
import type { Category, Product, TyreSize } from '@tyre/contracts';

export const CATEGORIES: Record<string, string[]> = {
  Motorcycle: [
    '2.75-17',
    '3.00-17',
    '2.75-18',
    '3.00-18',
    '80/100-17',
    '90/90-17',
    '100/80-17',
    '110/80-17',
    '120/80-17',
    '130/70-17',
    '80/100-18',
    '100/90-18',
  ],
  Scooter: ['3.50-10', '90/90-10', '100/90-10', '90/90-12', '110/70-12'],
  'Three-Wheeler': ['4.00-8', '4.50-10', '3.75-12', '4.00-12'],
  'Passenger Car': [
    '155/65 R13',
    '165/65 R14',
    '175/65 R14',
    '185/65 R15',
    '195/65 R15',
    '205/55 R16',
    '215/60 R16',
  ],
  'SUV & Light Truck': ['215/65 R16', '225/75 R16', '235/65 R17', '265/65 R17', '7.00-15', '7.50-16'],
  'Truck & Bus': ['8.25-16', '10.00-20', '11.00-20', '11R22.5', '12R22.5', '295/80 R22.5'],
  'Tractor & Farm': ['6.00-12', '6.00-16', '12.4-28', '13.6-28'],
};

/** A small deterministic random source, so every run inserts the same catalogue. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (n: number) => n.toString(16).padStart(24, '0');

/** Product documents `from` .. `to - 1`, spread over the sizes; about 1 in 20 is a draft. */
export function products(from: number, to: number, sizes: TyreSize[], categories: Category[]): Product[] {
  const rnd = random(from + 1);
  const byId = new Map(categories.map((c) => [c._id, c]));
  const docs: Product[] = [];
  const start = Date.parse('2025-01-01T00:00:00Z');
  for (let i = from; i < to; i++) {
    const size = sizes[Math.floor(rnd() * sizes.length)]!;
    const category = byId.get(size.categoryId)!;
    const regularPrice = 1500 + Math.round(rnd() * 400) * 100;
    const discountPrice = rnd() < 0.25 ? Math.round((regularPrice * 0.08) / 50) * 50 : 0;
    const image = {
      thumb: `${hex(i)}-card.webp`,
      detail: `${hex(i)}-detail.webp`,
      full: `${hex(i)}.webp`,
      preview: `${hex(i)}-preview.webp`,
    };
    const at = new Date(start + i * 60_000).toISOString();
    docs.push({
      _id: hex(0xbe000000 + i),
      title: `Bench ${category.name} ${size.label} no ${i}`,
      titleBn: '',
      slug: `bench-${i}`,
      status: rnd() < 0.05 ? 'draft' : 'active',
      categoryId: category._id,
      categoryName: category.name,
      categorySlug: category.slug,
      categoryNameBn: category.nameBn,
      rangeId: null,
      rangeName: null,
      rangeNameBn: null,
      rangeSlug: null,
      sizeId: size._id,
      sizeLabel: size.label,
      rim: size.rim,
      construction: size.width ? 'radial' : 'bias',
      tubeType: size.width ? 'TL' : 'TT',
      loadIndex: '91',
      speedRating: 'H',
      plyRating: null,
      pattern: `P-${i % 97}`,
      description:
        'A tyre made for the benchmark; the text is about as long as a short real description on the site.',
      descriptionBn: '',
      features: ['Long life', 'Wet grip'],
      regularPrice,
      discountPrice,
      price: regularPrice - discountPrice,
      stock: Math.floor(rnd() * 50),
      shippingInsideDhaka: 100,
      shippingOutsideDhaka: 150,
      thumbnail: image,
      thumbnailImage: image.thumb,
      images: [],
      createdAt: at,
      updatedAt: at,
    });
  }
  return docs;
}
