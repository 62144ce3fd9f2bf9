import type { CreateCategoryBody } from '@tyre/contracts';
import type { CategoriesService } from './categories.service';

/** The demo catalogue's categories, in menu order; other modules' demo data refers to these slugs. */
export const DEMO_CATEGORIES = [
  {
    name: 'Motorcycle',
    slug: 'motorcycle',
    nameBn: 'মোটরসাইকেল টায়ার',
    descriptionBn: '১০০ থেকে ১৬৫ সিসি কমিউটার ও স্পোর্টস মোটরসাইকেলের টায়ার, টিউব ও টিউবলেস।',
    sortOrder: 1,
    description: 'Tyres for commuter and sports motorcycles from 100 cc to 165 cc, tube type and tubeless.',
  },
  {
    name: 'Scooter',
    slug: 'scooter',
    nameBn: 'স্কুটার টায়ার',
    descriptionBn: '১০ ও ১২ ইঞ্চি চাকার স্কুটারের জন্য ছোট রিমের টায়ার।',
    sortOrder: 2,
    description: 'Small-rim tyres for scooters on 10- and 12-inch wheels.',
  },
  {
    name: 'Three-Wheeler',
    slug: 'three-wheeler',
    nameBn: 'থ্রি-হুইলার টায়ার',
    descriptionBn: 'সিএনজি অটোরিকশা ও ইজিবাইকের টায়ার, ভারী বোঝা আর প্রতিদিনের শহুরে চলাচলের জন্য তৈরি।',
    sortOrder: 3,
    description: 'CNG auto-rickshaw and easy-bike tyres built for heavy loads and daily city duty.',
  },
  {
    name: 'Passenger Car',
    slug: 'passenger-car',
    nameBn: 'প্রাইভেট কার টায়ার',
    descriptionBn: 'সেডান ও হ্যাচব্যাকের রেডিয়াল টায়ার, ভেজা রাস্তায় নিরাপদ আর দীর্ঘস্থায়ী।',
    sortOrder: 4,
    description: 'Radial tyres for sedans and hatchbacks, tuned for wet roads and long life.',
  },
  {
    name: 'SUV & Light Truck',
    slug: 'suv-light-truck',
    nameBn: 'এসইউভি ও লাইট ট্রাক টায়ার',
    descriptionBn: 'এসইউভি, পিকআপ ও মাইক্রোবাসের টায়ার, হাইওয়েতে এবং কাঁচা রাস্তায়।',
    sortOrder: 5,
    description: 'Tyres for SUVs, pickups and microbuses, on and off the highway.',
  },
  {
    name: 'Truck & Bus',
    slug: 'truck-bus',
    nameBn: 'ট্রাক ও বাস টায়ার',
    descriptionBn: 'জাতীয় মহাসড়কে চলা ট্রাক, কাভার্ড ভ্যান ও বাসের রেডিয়াল ও বায়াস টায়ার।',
    sortOrder: 6,
    description: 'Radial and bias tyres for trucks, covered vans and buses on national highways.',
  },
  {
    name: 'Tractor & Farm',
    slug: 'tractor-farm',
    nameBn: 'ট্রাক্টর ও কৃষি টায়ার',
    descriptionBn: 'ট্রাক্টর, পাওয়ার টিলার ও খামারের ট্রেলারের জন্য শক্ত গ্রিপের টায়ার।',
    sortOrder: 7,
    description: 'Traction tyres for tractors, power tillers and farm trailers.',
  },
] satisfies CreateCategoryBody[];

export async function seedDemoCategories(service: CategoriesService): Promise<void> {
  for (const category of DEMO_CATEGORIES) await service.create(category);
}
