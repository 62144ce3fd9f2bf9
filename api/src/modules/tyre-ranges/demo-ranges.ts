import { renderTyreShot, type TyreLook } from '../../seed/tyre-shot';
import type { TyreRangesService } from './tyre-ranges.service';

export interface DemoRange {
  name: string;
  slug: string;
  category: string;
  hue: number;
  /** How its tyres look in the product shots. */
  look: TyreLook;
  description: string;
  features: string[];
}

/** Ten pattern families across the seven demo categories; demo products refer to these slugs. */
export const DEMO_RANGES: DemoRange[] = [
  {
    name: 'RoadGrip',
    slug: 'roadgrip',
    look: { pattern: 'zigzag', rim: 'cast', rimColor: '#1f2329', width: 0.42, rimScale: 0.66, hue: 210 },
    category: 'motorcycle',
    hue: 210,
    description:
      'The everyday commuter tyre for 100-150 cc motorcycles: long tread life on city roads and a steady feel when loaded with a pillion and shopping.',
    features: [
      'High-mileage compound',
      'Zig-zag centre groove for wet braking',
      'Reinforced carcass for pillion loads',
    ],
  },
  {
    name: 'StreetSport',
    slug: 'streetsport',
    look: { pattern: 'sport', rim: 'cast', rimColor: '#c8262b', width: 0.5, rimScale: 0.68, hue: 0 },
    category: 'motorcycle',
    hue: 0,
    description:
      'A sporty tubeless radial-look profile for 150-165 cc bikes, with more grip when leaning into corners on the highway.',
    features: [
      'Tubeless for fewer roadside punctures',
      'Wide shoulders for cornering grip',
      'Silica compound for wet roads',
    ],
  },
  {
    name: 'Trail X',
    slug: 'trail-x',
    look: { pattern: 'knobby', rim: 'cast', rimColor: '#b9892c', width: 0.44, rimScale: 0.66, hue: 30 },
    category: 'motorcycle',
    hue: 30,
    description:
      'Dual-purpose blocks for village roads, brick-soling and muddy tracks, still quiet on tarmac.',
    features: ['Open block pattern sheds mud', 'Cut-resistant tread', 'Tube type for easy village repairs'],
  },
  {
    name: 'CityGlide',
    slug: 'cityglide',
    look: { pattern: 'scooter', rim: 'alloy', rimColor: '#d9dce1', width: 0.5, rimScale: 0.56, hue: 280 },
    category: 'scooter',
    hue: 280,
    description:
      'Light and nimble scooter tyres with a rounded profile for traffic weaving and short braking distances.',
    features: ['Low rolling resistance saves fuel', 'Water-channel grooves', 'Tubeless'],
  },
  {
    name: 'Autoline',
    slug: 'autoline',
    look: { pattern: 'blocks', rim: 'steel', rimColor: '#2f7d4a', width: 0.5, rimScale: 0.52, hue: 120 },
    category: 'three-wheeler',
    hue: 120,
    description:
      'Built for CNG auto-rickshaws and easy-bikes that run all day with full loads: a deep tread and a strong bias carcass.',
    features: [
      'Deep 9 mm tread',
      '6-ply bias carcass for heavy loads',
      'Heat-resistant compound for long shifts',
    ],
  },
  {
    name: 'Comfort R1',
    slug: 'comfort-r1',
    look: { pattern: 'blocks', rim: 'alloy', rimColor: '#c9ccd2', width: 0.68, rimScale: 0.66, hue: 190 },
    category: 'passenger-car',
    hue: 190,
    description:
      'A quiet touring radial for sedans and hatchbacks: smooth on the Dhaka-Mawa expressway, stable in town.',
    features: ['Noise-reducing pitch sequence', 'Even wear for long tread life', 'Tubeless radial'],
  },
  {
    name: 'Monsoon Pro',
    slug: 'monsoon-pro',
    look: { pattern: 'aqua', rim: 'alloy', rimColor: '#4a4f58', width: 0.7, rimScale: 0.68, hue: 220 },
    category: 'passenger-car',
    hue: 220,
    description:
      'A wet-road specialist with four wide circumferential grooves that clear water during the monsoon.',
    features: ['Four wide aqua grooves', 'Silica-rich wet compound', 'Short wet braking distance'],
  },
  {
    name: 'TerraMax AT',
    slug: 'terramax-at',
    look: { pattern: 'allterrain', rim: 'alloy', rimColor: '#2a2c30', width: 0.78, rimScale: 0.6, hue: 40 },
    category: 'suv-light-truck',
    hue: 40,
    description:
      'An all-terrain tyre for SUVs, pickups and microbuses that work on highways, hill tracks and construction sites.',
    features: ['Stone ejectors in the grooves', 'Three-ply sidewall', 'Load-rated for pickups'],
  },
  {
    name: 'Highway HD',
    slug: 'highway-hd',
    look: { pattern: 'ribs', rim: 'steel', rimColor: '#c0c4ca', width: 0.62, rimScale: 0.56, hue: 0 },
    category: 'truck-bus',
    hue: 0,
    description:
      'Long-haul truck and bus tyres for the Dhaka-Chattogram highway: low heat build-up and a retreadable casing.',
    features: ['Retreadable steel casing', 'Low heat build-up', 'Rib pattern for steer and trailer axles'],
  },
  {
    name: 'Agro Traction',
    slug: 'agro-traction',
    look: { pattern: 'lugs', rim: 'tractor', rimColor: '#e3a21a', width: 0.85, rimScale: 0.6, hue: 100 },
    category: 'tractor-farm',
    hue: 100,
    description:
      'Deep lug tyres for tractors and power tillers in wet paddy fields and on the road to the market.',
    features: ['Self-cleaning lugs', 'Strong bead for high torque', 'Road-safe centre bar'],
  },
];

export async function seedDemoRanges(service: TyreRangesService): Promise<void> {
  for (const r of DEMO_RANGES) {
    const image = await renderTyreShot({ width: 1000, height: 700, look: r.look, seed: 1 });
    await service.create(
      { name: r.name, slug: r.slug, category: r.category, description: r.description, features: r.features },
      image,
    );
  }
}
