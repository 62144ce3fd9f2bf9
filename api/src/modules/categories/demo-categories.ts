import type { CreateCategoryBody } from '@tyre/contracts';
import type { CategoriesService } from './categories.service';

/** The demo catalogue's categories, in menu order; other modules' demo data refers to these slugs. */
export const DEMO_CATEGORIES = [
  {
    name: 'Motorcycle',
    slug: 'motorcycle',
    sortOrder: 1,
    description: 'Tyres for commuter and sports motorcycles from 100 cc to 165 cc, tube type and tubeless.',
  },
  {
    name: 'Scooter',
    slug: 'scooter',
    sortOrder: 2,
    description: 'Small-rim tyres for scooters on 10- and 12-inch wheels.',
  },
  {
    name: 'Three-Wheeler',
    slug: 'three-wheeler',
    sortOrder: 3,
    description: 'CNG auto-rickshaw and easy-bike tyres built for heavy loads and daily city duty.',
  },
  {
    name: 'Passenger Car',
    slug: 'passenger-car',
    sortOrder: 4,
    description: 'Radial tyres for sedans and hatchbacks, tuned for wet roads and long life.',
  },
  {
    name: 'SUV & Light Truck',
    slug: 'suv-light-truck',
    sortOrder: 5,
    description: 'Tyres for SUVs, pickups and microbuses, on and off the highway.',
  },
  {
    name: 'Truck & Bus',
    slug: 'truck-bus',
    sortOrder: 6,
    description: 'Radial and bias tyres for trucks, covered vans and buses on national highways.',
  },
  {
    name: 'Tractor & Farm',
    slug: 'tractor-farm',
    sortOrder: 7,
    description: 'Traction tyres for tractors, power tillers and farm trailers.',
  },
] satisfies CreateCategoryBody[];

export async function seedDemoCategories(service: CategoriesService): Promise<void> {
  for (const category of DEMO_CATEGORIES) await service.create(category);
}
