import { createProductBodySchema, sizeLabelKey } from '@tyre/contracts';
import { renderTyreShot, type ShotView } from '../../seed/tyre-shot';
import { DEMO_RANGES, type DemoRange } from '../tyre-ranges/demo-ranges';
import type { TyreSizeLookup } from '../tyre-sizes/tyre-sizes.service';
import type { ProductsService } from './products.service';

type Row = [
  label: string,
  loadIndex: string | null,
  speedRating: string | null,
  ply: number | null,
  price: number,
  variant?: string,
];
interface RangeRows {
  range: string;
  construction: 'radial' | 'bias';
  tubeType: 'TL' | 'TT';
  rows: Row[];
  /** Per-size exceptions, e.g. bias light-truck sizes in an otherwise radial range. */
  bias?: string[];
}

/**
 * 74 demo products: sizes, load and speed ratings and prices (BDT) as this market sells them. The
 * groups at the end add the sizes of the demo vehicles (vehicles/demo-vehicles.ts) the groups
 * before lack; they come last so that the products before keep their stock, drafts and discounts.
 */
const CATALOGUE: RangeRows[] = [
  {
    range: 'roadgrip',
    construction: 'bias',
    tubeType: 'TT',
    rows: [
      ['2.75-17', '47', 'P', 4, 1850],
      ['3.00-17', '50', 'P', 4, 2150],
      ['2.75-18', '48', 'P', 4, 1950],
      ['3.00-18', '52', 'P', 6, 2250],
      ['80/100-17', '46', 'P', null, 1900],
      ['90/90-17', '49', 'P', null, 2300],
      ['100/80-17', '52', 'P', null, 2450],
      ['120/80-17', '61', 'P', null, 3100],
      ['100/90-18', '56', 'P', null, 2850],
    ],
  },
  {
    range: 'streetsport',
    construction: 'bias',
    tubeType: 'TL',
    rows: [
      ['90/90-17', '49', 'P', null, 2650],
      ['100/80-17', '52', 'P', null, 3050],
      ['110/80-17', '57', 'H', null, 3450],
      ['120/80-17', '61', 'P', null, 3850],
      ['130/70-17', '62', 'H', null, 4650],
    ],
  },
  {
    range: 'trail-x',
    construction: 'bias',
    tubeType: 'TT',
    rows: [
      ['2.75-17', '47', 'P', 4, 1950],
      ['3.00-17', '50', 'P', 4, 2250],
      ['3.00-18', '52', 'P', 6, 2400],
      ['80/100-18', '47', 'P', null, 2100],
      ['100/90-18', '56', 'P', null, 2950],
      ['90/90-17', '49', 'P', null, 2450],
    ],
  },
  {
    range: 'cityglide',
    construction: 'bias',
    tubeType: 'TL',
    rows: [
      ['3.50-10', '51', 'J', 4, 1850],
      ['90/90-10', '50', 'J', null, 1950],
      ['100/90-10', '56', 'J', null, 2150],
      ['90/90-12', '54', 'J', null, 2250],
      ['110/70-12', '47', 'L', null, 2450],
    ],
  },
  {
    range: 'autoline',
    construction: 'bias',
    tubeType: 'TT',
    rows: [
      ['4.00-8', null, null, 6, 2350],
      ['4.00-8', '86', 'J', 8, 2750, 'Heavy'],
      ['4.50-10', null, null, 8, 3450],
      ['3.75-12', null, null, 6, 2950],
      ['4.00-12', null, null, 6, 3250],
    ],
  },
  {
    range: 'comfort-r1',
    construction: 'radial',
    tubeType: 'TL',
    rows: [
      ['155/65 R13', '73', 'T', null, 5800],
      ['165/65 R14', '79', 'T', null, 6600],
      ['175/65 R14', '82', 'H', null, 7200],
      ['185/65 R15', '88', 'H', null, 8400],
      ['195/65 R15', '91', 'H', null, 8900],
      ['205/55 R16', '91', 'V', null, 11200],
      ['215/60 R16', '95', 'H', null, 12200],
    ],
  },
  {
    range: 'monsoon-pro',
    construction: 'radial',
    tubeType: 'TL',
    rows: [
      ['155/65 R13', '73', 'T', null, 6100],
      ['165/65 R14', '79', 'H', null, 6950],
      ['175/65 R14', '82', 'H', null, 7600],
      ['185/65 R15', '88', 'H', null, 8800],
      ['195/65 R15', '91', 'V', null, 9400],
      ['205/55 R16', '91', 'V', null, 11800],
      ['215/60 R16', '95', 'V', null, 12900],
    ],
  },
  {
    range: 'terramax-at',
    construction: 'radial',
    tubeType: 'TL',
    bias: ['7.00-15', '7.50-16'],
    rows: [
      ['215/65 R16', '98', 'T', null, 14500],
      ['225/75 R16', '115/112', 'S', 8, 17800],
      ['235/65 R17', '104', 'T', null, 18900],
      ['265/65 R17', '112', 'T', null, 22500],
      ['7.00-15', '106/104', 'L', 10, 11800],
      ['7.50-16', '116/114', 'L', 12, 13900],
    ],
  },
  {
    range: 'highway-hd',
    construction: 'radial',
    tubeType: 'TL',
    bias: ['8.25-16', '10.00-20', '11.00-20'],
    rows: [
      ['8.25-16', '128/124', 'K', 16, 19800],
      ['10.00-20', '146/143', 'K', 16, 29500],
      ['10.00-20', '146/143', 'K', 18, 31900, 'Lug'],
      ['11.00-20', '152/149', 'K', 18, 33800],
      ['11R22.5', '148/145', 'L', 16, 37500],
      ['12R22.5', '152/149', 'L', 18, 41500],
      ['295/80 R22.5', '152/148', 'M', 18, 43500],
    ],
  },
  {
    range: 'agro-traction',
    construction: 'bias',
    tubeType: 'TT',
    rows: [
      ['6.00-12', null, null, 6, 7800],
      ['6.00-16', null, null, 8, 9200],
      ['12.4-28', null, null, 8, 28500],
      ['13.6-28', null, null, 10, 33500],
    ],
  },
  // the sizes of the demo vehicles
  {
    range: 'roadgrip',
    construction: 'bias',
    tubeType: 'TT',
    rows: [
      ['100/90-17', '55', 'P', null, 2650],
      ['90/80-17', '46', 'P', null, 2200],
    ],
  },
  {
    range: 'streetsport',
    construction: 'bias',
    tubeType: 'TL',
    rows: [
      ['140/70-17', '66', 'H', null, 5600],
      ['140/60-17', '63', 'H', null, 5400],
    ],
  },
  {
    range: 'cityglide',
    construction: 'bias',
    tubeType: 'TL',
    rows: [
      ['90/100-10', '53', 'J', null, 2050],
      ['100/80-12', '56', 'J', null, 2550],
      ['110/80-12', '61', 'J', null, 2750],
    ],
  },
  {
    range: 'comfort-r1',
    construction: 'radial',
    tubeType: 'TL',
    rows: [
      ['175/65 R15', '84', 'H', null, 7900],
      ['185/60 R15', '84', 'H', null, 8300],
    ],
  },
  {
    range: 'terramax-at',
    construction: 'radial',
    tubeType: 'TL',
    rows: [
      ['195/80 R15', '107/105', 'L', 8, 12500],
      ['245/70 R16', '111', 'T', null, 16800],
      ['215/75 R15', '100', 'S', null, 13200],
    ],
  },
  {
    range: 'agro-traction',
    construction: 'bias',
    tubeType: 'TT',
    rows: [['14.9-28', null, null, 12, 36500]],
  },
];

const SHIPPING: Record<string, [inside: number, outside: number]> = {
  motorcycle: [80, 150],
  scooter: [80, 150],
  'three-wheeler': [100, 180],
  'passenger-car': [150, 250],
  'suv-light-truck': [200, 350],
  'truck-bus': [500, 900],
  'tractor-farm': [400, 700],
};

const round50 = (n: number) => Math.round(n / 50) * 50;

function titleOf(range: string, category: string, row: Row, tubeType: string): string {
  const [label, load, speed, ply, , variant] = row;
  const spec =
    category === 'motorcycle' || category === 'scooter'
      ? tubeType
      : load && speed && !ply
        ? `${load}${speed}`
        : ply
          ? `${ply}PR`
          : '';
  return [range, label, spec, variant].filter(Boolean).join(' ');
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** 17 → ১৭ (for the Bangla sentences; size labels keep the digits printed on the sidewall). */
const bengaliDigits = (text: string | number) =>
  String(text).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!);

const VARIANTS_BN: Record<string, string> = { Heavy: 'হেভি', Lug: 'লাগ' };

/** The Bangla title: the range's Bangla name, the size as printed, the spec and the variant. */
function titleBnOf(range: DemoRange, row: Row, tubeType: string): string {
  const [label, load, speed, ply, , variant] = row;
  const spec =
    range.category === 'motorcycle' || range.category === 'scooter'
      ? tubeType === 'TL'
        ? 'টিউবলেস'
        : 'টিউব টাইপ'
      : load && speed && !ply
        ? `${load}${speed}`
        : ply
          ? `${bengaliDigits(ply)} প্লাই`
          : '';
  return [range.nameBn, label, spec, variant && VARIANTS_BN[variant]].filter(Boolean).join(' ');
}

function descriptionBnOf(
  range: DemoRange,
  label: string,
  construction: 'radial' | 'bias',
  rim: number,
  loadIndex: string | null,
  speedRating: string | null,
): string {
  const kind = construction === 'radial' ? 'রেডিয়াল' : 'বায়াস';
  const load = loadIndex ? `, লোড ইনডেক্স ${loadIndex}` : '';
  const speed = speedRating ? `, স্পিড রেটিং ${speedRating}` : '';
  return `${range.descriptionBn} এই ${label} ${kind} টায়ারটি ${bengaliDigits(rim)} ইঞ্চি রিমে লাগে${load}${speed}।`;
}

/** A product shot of a tyre of this range (no words in the picture: the title is in the page). */
const picture = (range: DemoRange, seed: number, view: ShotView = 'angle') =>
  renderTyreShot({ width: 800, height: 800, look: range.look, view, seed });

/** Creates the demo products through the service, so they take the real validation and image path. */
export async function seedDemoProducts(service: ProductsService, lookup: TyreSizeLookup): Promise<void> {
  const sizes = await lookup.list({});
  let i = 0;
  /** Products made so far per range: a range's later group goes on from there (patterns, pictures). */
  const madeOf = new Map<string, number>();
  for (const group of CATALOGUE) {
    const range = DEMO_RANGES.find((r) => r.slug === group.range)!;
    for (const row of group.rows) {
      const n = madeOf.get(range.slug) ?? 0;
      madeOf.set(range.slug, n + 1);
      const [label, loadIndex, speedRating, plyRating, regularPrice] = row;
      const size = sizes.find(
        (s) => s.categorySlug === range.category && sizeLabelKey(s.label) === sizeLabelKey(label),
      );
      if (!size) throw new Error(`Demo size ${label} of ${range.category} is missing`);
      const construction = group.bias?.includes(label) ? 'bias' : group.construction;
      const tubeType = construction === 'bias' && group.bias ? 'TT' : group.tubeType;
      const title = titleOf(range.name, range.category, row, tubeType);
      const discountPrice = i % 4 === 1 ? round50(regularPrice * (0.05 + (i % 3) * 0.03)) : 0;
      const [inside, outside] = SHIPPING[range.category]!;
      const body = createProductBodySchema.parse({
        title,
        titleBn: titleBnOf(range, row, tubeType),
        category: range.category,
        range: range.slug,
        tyreSize: size._id,
        construction,
        tubeType,
        loadIndex,
        speedRating,
        plyRating,
        pattern: `${range.name.replace(/[^A-Z0-9]/g, '') || range.name.slice(0, 2).toUpperCase()}-${100 + n * 11}`,
        description: `${range.description} This ${label} ${construction} tyre fits ${size.rim}-inch rims${
          loadIndex ? ` and carries load index ${loadIndex}` : ''
        }${speedRating ? ` at speed rating ${speedRating}` : ''}.`,
        descriptionBn: descriptionBnOf(range, label, construction, size.rim, loadIndex, speedRating),
        features: [
          ...range.features,
          `${tubeType === 'TL' ? 'Tubeless' : 'Tube type'}, ${size.rim}-inch rim`,
        ],
        regularPrice,
        discountPrice,
        stock: i % 9 === 4 ? 0 : 4 + ((i * 37) % 90),
        shippingInsideDhaka: inside,
        shippingOutsideDhaka: outside,
        status: i % 15 === 7 ? 'draft' : 'active',
      });
      const thumbnail = await picture(range, n + 1);
      // The first product of each range also gets a small gallery.
      const images =
        n === 0 ? [await picture(range, n + 101, 'tread'), await picture(range, n + 201, 'side')] : [];
      await service.create(body, { thumbnail, images });
      i += 1;
    }
  }
}
