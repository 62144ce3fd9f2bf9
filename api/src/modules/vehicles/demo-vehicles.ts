// Demo vehicles a Bangladeshi visitor recognises: makes, models with their years, and the tyre
// sizes their makers fit (OE sizes), by position. `source` says where each size is published;
// none of them was re-read from that source while writing this file (no web access), so:
// - `demo: true` (on a model or a fitment) marks a size we are unsure of: a guess from what
//   similar vehicles take, to be checked before a real shop relies on it;
// - the others are sizes we are confident the maker publishes, still worth a check.
// Sizes are written as the makers write them (`140/60 R17`, `145 R12`); the finder matches them to
// the catalogue by `tyreSizeKey`, so a catalogue label `140/60-17` is the same size.
import {
  createVehicleFitmentBodySchema,
  createVehicleMakeBodySchema,
  createVehicleModelBodySchema,
  type VehiclePosition,
} from '@tyre/contracts';
import type { VehicleAdminService } from './vehicle-admin.service';

interface DemoFitment {
  years: [from: number, to: number | null];
  position: VehiclePosition;
  size: string;
  alternatives?: string[];
  /** A guess: see the head of the file. */
  demo?: true;
}

export interface DemoModel {
  make: string;
  /** The catalogue category's slug (DEMO_CATEGORIES). */
  type: string;
  name: string;
  nameBn: string;
  years: [from: number, to: number | null];
  generations?: { name: string; yearFrom: number; yearTo: number | null }[];
  /** Where the sizes come from. */
  source: string;
  /** Every size of this model is a guess. */
  demo?: true;
  fitments: DemoFitment[];
}

export const DEMO_MAKES = [
  { slug: 'bajaj', name: 'Bajaj', nameBn: 'বাজাজ' },
  { slug: 'hero', name: 'Hero', nameBn: 'হিরো' },
  { slug: 'honda', name: 'Honda', nameBn: 'হোন্ডা' },
  { slug: 'yamaha', name: 'Yamaha', nameBn: 'ইয়ামাহা' },
  { slug: 'tvs', name: 'TVS', nameBn: 'টিভিএস' },
  { slug: 'suzuki', name: 'Suzuki', nameBn: 'সুজুকি' },
  { slug: 'runner', name: 'Runner', nameBn: 'রানার' },
  { slug: 'walton', name: 'Walton', nameBn: 'ওয়ালটন' },
  { slug: 'toyota', name: 'Toyota', nameBn: 'টয়োটা' },
  { slug: 'tata', name: 'Tata', nameBn: 'টাটা' },
  { slug: 'ashok-leyland', name: 'Ashok Leyland', nameBn: 'অশোক লেল্যান্ড' },
  { slug: 'isuzu', name: 'Isuzu', nameBn: 'ইসুজু' },
  { slug: 'hino', name: 'Hino', nameBn: 'হিনো' },
  { slug: 'mahindra', name: 'Mahindra', nameBn: 'মাহিন্দ্রা' },
  { slug: 'sonalika', name: 'Sonalika', nameBn: 'সোনালিকা' },
  { slug: 'massey-ferguson', name: 'Massey Ferguson', nameBn: 'ম্যাসি ফার্গুসন' },
  { slug: 'dongfeng', name: 'Dongfeng', nameBn: 'ডংফেং' },
];

/** A pair: the same years, a front and a rear size. */
const pair = (years: [number, number | null], front: string, rear: string, demo?: true): DemoFitment[] => [
  { years, position: 'front', size: front, ...(demo && { demo }) },
  { years, position: 'rear', size: rear, ...(demo && { demo }) },
];
/** One size on every wheel. */
const every = (
  years: [number, number | null],
  size: string,
  alternatives?: string[],
  demo?: true,
): DemoFitment[] => [
  { years, position: 'all', size, ...(alternatives && { alternatives }), ...(demo && { demo }) },
];

/** 52 models over the seven vehicle types. */
export const DEMO_VEHICLE_MODELS: DemoModel[] = [
  // ---------------------------------------------------------------- motorcycles
  {
    make: 'bajaj',
    type: 'motorcycle',
    name: 'Pulsar 150',
    nameBn: 'পালসার ১৫০',
    years: [2003, null],
    generations: [
      { name: 'DTS-i', yearFrom: 2003, yearTo: 2018 },
      { name: 'Twin Disc / Neon', yearFrom: 2019, yearTo: null },
    ],
    source:
      "Bajaj Auto spec sheets: Pulsar 150 DTS-i owner's manual (to 2018), Pulsar 150 Twin Disc (2019 on)",
    fitments: [
      { years: [2003, 2018], position: 'front', size: '2.75-17', alternatives: ['90/90-17'], demo: true },
      { years: [2003, 2018], position: 'rear', size: '100/90-17', demo: true },
      { years: [2019, null], position: 'front', size: '90/90-17' },
      { years: [2019, null], position: 'rear', size: '120/80-17', alternatives: ['100/90-17'] },
    ],
  },
  {
    make: 'bajaj',
    type: 'motorcycle',
    name: 'Discover 125',
    nameBn: 'ডিসকভার ১২৫',
    years: [2012, null],
    source: 'guess: the common fit of 125 cc commuters (Bajaj publishes it in the Discover spec sheet)',
    demo: true,
    fitments: pair([2012, null], '2.75-17', '3.00-17', true),
  },
  {
    make: 'bajaj',
    type: 'motorcycle',
    name: 'Platina 100',
    nameBn: 'প্লাটিনা ১০০',
    years: [2006, null],
    source: 'Bajaj Auto spec sheet (Platina 100 ES)',
    demo: true,
    fitments: pair([2006, null], '2.75-17', '3.00-17', true),
  },
  {
    make: 'bajaj',
    type: 'motorcycle',
    name: 'CT100',
    nameBn: 'সিটি১০০',
    years: [2004, null],
    source: 'Bajaj Auto spec sheet (CT100)',
    demo: true,
    fitments: pair([2004, null], '2.75-17', '3.00-17', true),
  },
  {
    make: 'hero',
    type: 'motorcycle',
    name: 'Splendor Plus',
    nameBn: 'স্প্লেন্ডার প্লাস',
    years: [2005, null],
    source: 'Hero MotoCorp spec sheet (Splendor+)',
    fitments: pair([2005, null], '2.75-18', '2.75-18'),
  },
  {
    make: 'hero',
    type: 'motorcycle',
    name: 'HF Deluxe',
    nameBn: 'এইচএফ ডিলাক্স',
    years: [2005, null],
    source: 'Hero MotoCorp spec sheet (HF Deluxe)',
    fitments: pair([2005, null], '2.75-18', '2.75-18'),
  },
  {
    make: 'honda',
    type: 'motorcycle',
    name: 'CB Shine',
    nameBn: 'সিবি শাইন',
    years: [2006, null],
    source: 'Honda Motorcycle & Scooter India spec sheet (CB Shine)',
    fitments: pair([2006, null], '80/100-18', '80/100-18'),
  },
  {
    make: 'honda',
    type: 'motorcycle',
    name: 'Livo',
    nameBn: 'লিভো',
    years: [2015, null],
    source: 'Honda Motorcycle & Scooter India spec sheet (Livo)',
    fitments: pair([2015, null], '80/100-18', '80/100-18'),
  },
  {
    make: 'honda',
    type: 'motorcycle',
    name: 'CB Hornet 160R',
    nameBn: 'সিবি হর্নেট ১৬০আর',
    years: [2015, null],
    source: 'Honda Motorcycle & Scooter India spec sheet (CB Hornet 160R)',
    fitments: pair([2015, null], '100/80-17', '140/70-17'),
  },
  {
    make: 'yamaha',
    type: 'motorcycle',
    name: 'FZS',
    nameBn: 'এফজেডএস',
    years: [2009, null],
    generations: [
      { name: 'V1 / V2', yearFrom: 2009, yearTo: 2018 },
      { name: 'V3', yearFrom: 2019, yearTo: null },
    ],
    source: 'Yamaha spec sheets (FZ-S FI V2, V3)',
    fitments: pair([2009, null], '100/80-17', '140/60 R17'),
  },
  {
    make: 'yamaha',
    type: 'motorcycle',
    name: 'R15',
    nameBn: 'আর১৫',
    years: [2008, null],
    generations: [
      { name: 'V1', yearFrom: 2008, yearTo: 2010 },
      { name: 'V2', yearFrom: 2011, yearTo: 2017 },
      { name: 'V3 / V4', yearFrom: 2018, yearTo: null },
    ],
    source: 'Yamaha spec sheets (YZF-R15 V2, V3)',
    fitments: [
      ...pair([2008, 2010], '80/90-17', '100/80-17', true),
      ...pair([2011, 2017], '90/80-17', '130/70-17'),
      ...pair([2018, null], '100/80-17', '140/70-17'),
    ],
  },
  {
    make: 'yamaha',
    type: 'motorcycle',
    name: 'Saluto 125',
    nameBn: 'সালুটো ১২৫',
    years: [2015, null],
    source: 'Yamaha spec sheet (Saluto 125)',
    demo: true,
    fitments: pair([2015, null], '2.75-18', '3.00-18', true),
  },
  {
    make: 'tvs',
    type: 'motorcycle',
    name: 'Apache RTR 160',
    nameBn: 'অ্যাপাচি আরটিআর ১৬০',
    years: [2007, null],
    source: 'TVS Motor spec sheet (Apache RTR 160 2V)',
    fitments: [
      { years: [2007, null], position: 'front', size: '90/90-17' },
      { years: [2007, null], position: 'rear', size: '110/80-17', alternatives: ['100/90-17'], demo: true },
    ],
  },
  {
    make: 'tvs',
    type: 'motorcycle',
    name: 'Apache RTR 160 4V',
    nameBn: 'অ্যাপাচি আরটিআর ১৬০ ৪ভি',
    years: [2018, null],
    source: 'TVS Motor spec sheet (Apache RTR 160 4V)',
    fitments: pair([2018, null], '90/90-17', '130/70-17'),
  },
  {
    make: 'tvs',
    type: 'motorcycle',
    name: 'Metro Plus',
    nameBn: 'মেট্রো প্লাস',
    years: [2014, null],
    source: 'guess: the common fit of 110 cc commuters',
    demo: true,
    fitments: pair([2014, null], '2.75-17', '3.00-17', true),
  },
  {
    make: 'suzuki',
    type: 'motorcycle',
    name: 'Gixxer',
    nameBn: 'জিক্সার',
    years: [2014, null],
    source: 'Suzuki Motorcycle spec sheet (Gixxer 155)',
    fitments: pair([2014, null], '100/80-17', '140/60 R17'),
  },
  {
    make: 'runner',
    type: 'motorcycle',
    name: 'Bullet 100',
    nameBn: 'বুলেট ১০০',
    years: [2013, null],
    source: 'guess: the common fit of 100 cc commuters',
    demo: true,
    fitments: pair([2013, null], '2.75-17', '3.00-17', true),
  },
  {
    make: 'runner',
    type: 'motorcycle',
    name: 'Knight Rider 150',
    nameBn: 'নাইট রাইডার ১৫০',
    years: [2016, null],
    source: 'guess: the common fit of 150 cc street bikes',
    demo: true,
    fitments: pair([2016, null], '90/90-17', '110/80-17', true),
  },
  {
    make: 'walton',
    type: 'motorcycle',
    name: 'Fusion 125',
    nameBn: 'ফিউশন ১২৫',
    years: [2017, null],
    source: 'guess: the common fit of 125 cc commuters',
    demo: true,
    fitments: pair([2017, null], '2.75-17', '3.00-17', true),
  },
  // ---------------------------------------------------------------- scooters
  {
    make: 'honda',
    type: 'scooter',
    name: 'Dio',
    nameBn: 'ডিও',
    years: [2002, null],
    source: 'Honda Motorcycle & Scooter India spec sheets (Dio, Dio DLX)',
    fitments: [
      ...pair([2002, 2019], '90/100-10', '90/100-10', true),
      ...pair([2020, null], '90/90-12', '90/100-10'),
    ],
  },
  {
    make: 'suzuki',
    type: 'scooter',
    name: 'Access 125',
    nameBn: 'অ্যাক্সেস ১২৫',
    years: [2007, null],
    source: 'Suzuki Motorcycle spec sheet (Access 125)',
    fitments: pair([2016, null], '90/90-12', '90/100-10'),
  },
  {
    make: 'tvs',
    type: 'scooter',
    name: 'Ntorq 125',
    nameBn: 'এনটর্ক ১২৫',
    years: [2018, null],
    source: 'TVS Motor spec sheet (Ntorq 125)',
    fitments: pair([2018, null], '100/80-12', '110/80-12'),
  },
  {
    make: 'yamaha',
    type: 'scooter',
    name: 'Ray ZR 125',
    nameBn: 'রে জেডআর ১২৫',
    years: [2016, null],
    source: 'Yamaha spec sheet (Ray ZR)',
    demo: true,
    fitments: pair([2016, null], '90/90-12', '90/100-10', true),
  },
  {
    make: 'hero',
    type: 'scooter',
    name: 'Pleasure Plus',
    nameBn: 'প্লেজার প্লাস',
    years: [2019, null],
    source: 'Hero MotoCorp spec sheet (Pleasure+)',
    demo: true,
    fitments: pair([2019, null], '90/100-10', '90/100-10', true),
  },
  // ---------------------------------------------------------------- three-wheelers (CNG)
  {
    make: 'bajaj',
    type: 'three-wheeler',
    name: 'RE CNG',
    nameBn: 'আরই সিএনজি',
    years: [2000, null],
    source: 'Bajaj Auto spec sheet (RE compact 4S CNG)',
    fitments: every([2000, null], '4.00-8'),
  },
  {
    make: 'tvs',
    type: 'three-wheeler',
    name: 'King CNG',
    nameBn: 'কিং সিএনজি',
    years: [2008, null],
    source: 'TVS Motor spec sheet (King Deluxe CNG)',
    fitments: every([2008, null], '4.00-8'),
  },
  {
    make: 'bajaj',
    type: 'three-wheeler',
    name: 'Maxima Z',
    nameBn: 'ম্যাক্সিমা জেড',
    years: [2012, null],
    source: 'Bajaj Auto spec sheet (Maxima Z)',
    demo: true,
    fitments: every([2012, null], '4.50-10', undefined, true),
  },
  // ---------------------------------------------------------------- cars
  {
    make: 'toyota',
    type: 'passenger-car',
    name: 'Axio',
    nameBn: 'অ্যাক্সিও',
    years: [2006, null],
    generations: [
      { name: 'E140', yearFrom: 2006, yearTo: 2012 },
      { name: 'E160', yearFrom: 2012, yearTo: null },
    ],
    source: 'Toyota Japan spec sheets (Corolla Axio X, G; the larger wheel of the WxB grade)',
    fitments: [{ years: [2006, null], position: 'all', size: '175/65 R14', alternatives: ['185/60 R15'] }],
  },
  {
    make: 'toyota',
    type: 'passenger-car',
    name: 'Allion',
    nameBn: 'অ্যালিয়ন',
    years: [2001, 2021],
    generations: [
      { name: 'T240', yearFrom: 2001, yearTo: 2007 },
      { name: 'T260', yearFrom: 2007, yearTo: 2021 },
    ],
    source: 'Toyota Japan spec sheets (Allion A15, A18)',
    fitments: [...every([2001, 2006], '185/70 R14', undefined, true), ...every([2007, 2021], '195/65 R15')],
  },
  {
    make: 'toyota',
    type: 'passenger-car',
    name: 'Premio',
    nameBn: 'প্রিমিও',
    years: [2001, 2021],
    generations: [
      { name: 'T240', yearFrom: 2001, yearTo: 2007 },
      { name: 'T260', yearFrom: 2007, yearTo: 2021 },
    ],
    source: 'Toyota Japan spec sheets (Premio 1.5F, 1.8X)',
    fitments: [...every([2001, 2006], '185/70 R14', undefined, true), ...every([2007, 2021], '195/65 R15')],
  },
  {
    make: 'toyota',
    type: 'passenger-car',
    name: 'Corolla',
    nameBn: 'করোলা',
    years: [2006, null],
    source: 'Toyota spec sheets (Corolla E150, E170, E210 base and higher grades)',
    fitments: every([2006, null], '195/65 R15', ['205/55 R16']),
  },
  {
    make: 'honda',
    type: 'passenger-car',
    name: 'Grace',
    nameBn: 'গ্রেস',
    years: [2014, 2020],
    source: 'Honda Japan spec sheet (Grace Hybrid DX, LX; EX on 16-inch wheels)',
    fitments: every([2014, 2020], '175/65 R15', ['185/55 R16']),
  },
  {
    make: 'honda',
    type: 'passenger-car',
    name: 'Vezel',
    nameBn: 'ভেজেল',
    years: [2013, null],
    source: 'Honda Japan spec sheet (Vezel Hybrid X; Z and RS on 18-inch wheels)',
    fitments: every([2013, null], '215/60 R16', ['225/50 R18']),
  },
  // ---------------------------------------------------------------- SUVs, pickups, microbuses
  {
    make: 'toyota',
    type: 'suv-light-truck',
    name: 'Hilux',
    nameBn: 'হাইলাক্স',
    years: [2015, null],
    source: 'Toyota spec sheet (Hilux Revo, double cab 4x4)',
    fitments: every([2015, null], '265/65 R17'),
  },
  {
    make: 'toyota',
    type: 'suv-light-truck',
    name: 'Land Cruiser Prado',
    nameBn: 'ল্যান্ড ক্রুজার প্রাডো',
    years: [2009, null],
    source: 'Toyota spec sheet (Land Cruiser Prado 150, TX)',
    fitments: every([2009, null], '265/65 R17'),
  },
  {
    make: 'toyota',
    type: 'suv-light-truck',
    name: 'HiAce',
    nameBn: 'হাইএস',
    years: [2004, null],
    source: 'Toyota spec sheet (HiAce H200 commuter)',
    fitments: every([2004, null], '195/80 R15'),
  },
  {
    make: 'tata',
    type: 'suv-light-truck',
    name: 'Ace',
    nameBn: 'এইস',
    years: [2005, null],
    source: 'Tata Motors spec sheet (Ace Gold: 145 R12 LT 8PR)',
    fitments: every([2005, null], '145 R12'),
  },
  {
    make: 'tata',
    type: 'suv-light-truck',
    name: 'Xenon',
    nameBn: 'জেনন',
    years: [2009, null],
    source: 'guess: the common fit of one-tonne pickups',
    demo: true,
    fitments: every([2009, null], '235/70 R16', undefined, true),
  },
  {
    make: 'ashok-leyland',
    type: 'suv-light-truck',
    name: 'Dost',
    nameBn: 'দোস্ত',
    years: [2011, null],
    source: 'Ashok Leyland spec sheet (Dost: 185 R14 LT 8PR)',
    fitments: every([2011, null], '185 R14'),
  },
  {
    make: 'isuzu',
    type: 'suv-light-truck',
    name: 'D-Max',
    nameBn: 'ডি-ম্যাক্স',
    years: [2012, null],
    source: 'Isuzu spec sheet (D-Max double cab)',
    demo: true,
    fitments: every([2012, null], '245/70 R16', undefined, true),
  },
  {
    make: 'mahindra',
    type: 'suv-light-truck',
    name: 'Bolero Pik-Up',
    nameBn: 'বোলেরো পিক-আপ',
    years: [2008, null],
    source: 'Mahindra spec sheet (Bolero Pik-Up)',
    demo: true,
    fitments: every([2008, null], '215/75 R15', undefined, true),
  },
  // ---------------------------------------------------------------- trucks and buses
  {
    make: 'tata',
    type: 'truck-bus',
    name: 'LPT 1613',
    nameBn: 'এলপিটি ১৬১৩',
    years: [1995, null],
    source: 'Tata Motors spec sheet (LPT 1613: 10.00-20 16PR)',
    fitments: every([1995, null], '10.00-20'),
  },
  {
    make: 'tata',
    type: 'truck-bus',
    name: 'LPT 407',
    nameBn: 'এলপিটি ৪০৭',
    years: [2000, null],
    source: 'Tata Motors spec sheet (LPT 407: 7.50-16 16PR)',
    fitments: every([2000, null], '7.50-16'),
  },
  {
    make: 'ashok-leyland',
    type: 'truck-bus',
    name: 'Ecomet 1615',
    nameBn: 'ইকোমেট ১৬১৫',
    years: [2012, null],
    source: 'Ashok Leyland spec sheet (Ecomet 1615)',
    demo: true,
    fitments: every([2012, null], '10.00-20', undefined, true),
  },
  {
    make: 'ashok-leyland',
    type: 'truck-bus',
    name: 'Viking',
    nameBn: 'ভাইকিং',
    years: [2000, null],
    source: 'Ashok Leyland spec sheet (Viking bus)',
    demo: true,
    fitments: every([2000, null], '10.00-20', undefined, true),
  },
  {
    make: 'isuzu',
    type: 'truck-bus',
    name: 'NQR',
    nameBn: 'এনকিউআর',
    years: [2008, null],
    source: 'guess: the common fit of light buses and trucks of this class',
    demo: true,
    fitments: every([2008, null], '8.25-16', undefined, true),
  },
  {
    make: 'hino',
    type: 'truck-bus',
    name: 'AK1J',
    nameBn: 'একে১জে',
    years: [2012, null],
    source: 'Hino spec sheet (AK1J bus chassis; radial as an option)',
    demo: true,
    fitments: every([2012, null], '10.00-20', ['11R22.5'], true),
  },
  // ---------------------------------------------------------------- tractors and power tillers
  {
    make: 'mahindra',
    type: 'tractor-farm',
    name: '575 DI',
    nameBn: '৫৭৫ ডিআই',
    years: [1995, null],
    source: 'Mahindra Tractors spec sheet (575 DI)',
    fitments: pair([1995, null], '6.00-16', '14.9-28'),
  },
  {
    make: 'mahindra',
    type: 'tractor-farm',
    name: '265 DI',
    nameBn: '২৬৫ ডিআই',
    years: [1995, null],
    source: 'Mahindra Tractors spec sheet (265 DI)',
    fitments: pair([1995, null], '6.00-16', '12.4-28'),
  },
  {
    make: 'sonalika',
    type: 'tractor-farm',
    name: 'DI 35',
    nameBn: 'ডিআই ৩৫',
    years: [2000, null],
    source: 'Sonalika spec sheet (DI 35)',
    demo: true,
    fitments: [
      { years: [2000, null], position: 'front', size: '6.00-16', demo: true },
      { years: [2000, null], position: 'rear', size: '13.6-28', alternatives: ['12.4-28'], demo: true },
    ],
  },
  {
    make: 'massey-ferguson',
    type: 'tractor-farm',
    name: '1035 DI',
    nameBn: '১০৩৫ ডিআই',
    years: [1995, null],
    source: 'TAFE spec sheet (Massey Ferguson 1035 DI)',
    fitments: pair([1995, null], '6.00-16', '13.6-28'),
  },
  {
    make: 'dongfeng',
    type: 'tractor-farm',
    name: 'DF-12L Power Tiller',
    nameBn: 'ডিএফ-১২এল পাওয়ার টিলার',
    years: [2005, null],
    source: 'guess: the common fit of 12 hp power tillers',
    demo: true,
    fitments: every([2005, null], '6.00-12', undefined, true),
  },
];

/** Creates the demo makes, models and fitments through the service (its real validation). */
export async function seedDemoVehicles(service: VehicleAdminService): Promise<void> {
  const makes = new Map<string, string>();
  for (const make of DEMO_MAKES) {
    makes.set(make.slug, (await service.createMake(createVehicleMakeBodySchema.parse(make)))._id);
  }
  for (const m of DEMO_VEHICLE_MODELS) {
    const model = await service.createModel(
      createVehicleModelBodySchema.parse({
        make: makes.get(m.make),
        type: m.type,
        name: m.name,
        nameBn: m.nameBn,
        yearFrom: m.years[0],
        yearTo: m.years[1],
        generations: m.generations ?? [],
      }),
    );
    for (const f of m.fitments) {
      await service.createFitment(
        createVehicleFitmentBodySchema.parse({
          model: model._id,
          yearFrom: f.years[0],
          yearTo: f.years[1],
          position: f.position,
          size: f.size,
          alternatives: f.alternatives ?? [],
        }),
      );
    }
  }
}
