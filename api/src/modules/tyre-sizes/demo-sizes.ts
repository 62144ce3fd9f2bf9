import type { TyreSizesService } from './tyre-sizes.service';

/**
 * Demo tyre sizes by category slug (57 in all): the sizes this market buys most, and the sizes of
 * the demo vehicles (the last ones of each list, see vehicles/demo-vehicles.ts).
 */
export const DEMO_SIZES: Record<string, string[]> = {
  motorcycle: [
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
    '100/90-17',
    '90/80-17',
    '140/70-17',
    '140/60-17',
  ],
  scooter: [
    '3.50-10',
    '90/90-10',
    '100/90-10',
    '90/90-12',
    '110/70-12',
    '90/100-10',
    '100/80-12',
    '110/80-12',
  ],
  'three-wheeler': ['4.00-8', '4.50-10', '3.75-12', '4.00-12'],
  'passenger-car': [
    '155/65 R13',
    '165/65 R14',
    '175/65 R14',
    '185/65 R15',
    '195/65 R15',
    '205/55 R16',
    '215/60 R16',
    '175/65 R15',
    '185/60 R15',
  ],
  'suv-light-truck': [
    '215/65 R16',
    '225/75 R16',
    '235/65 R17',
    '265/65 R17',
    '7.00-15',
    '7.50-16',
    '195/80 R15',
    '245/70 R16',
    '215/75 R15',
  ],
  'truck-bus': ['8.25-16', '10.00-20', '11.00-20', '11R22.5', '12R22.5', '295/80 R22.5'],
  'tractor-farm': ['6.00-12', '6.00-16', '12.4-28', '13.6-28', '14.9-28'],
};

export async function seedDemoSizes(service: TyreSizesService): Promise<void> {
  for (const [category, labels] of Object.entries(DEMO_SIZES)) {
    for (const label of labels) await service.create({ label, category });
  }
}
