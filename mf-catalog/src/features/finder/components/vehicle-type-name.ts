import type { VehicleType } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { useLanguage } from '@tyre/web-kit';
import { useVehiclesText } from '../../../messages/vehicles/dictionary';

/**
 * The catalogue's categories are the vehicle types, but their names are the tyres' ("মোটরসাইকেল
 * টায়ার"): the types the shop ships with are named as vehicles here, in both languages; a type an
 * admin adds later shows its category's name.
 */
const typeKeys = {
  motorcycle: 'vehicle.types.motorcycle',
  scooter: 'vehicle.types.scooter',
  'three-wheeler': 'vehicle.types.threeWheeler',
  'passenger-car': 'vehicle.types.car',
  'suv-light-truck': 'vehicle.types.suv',
  'truck-bus': 'vehicle.types.truck',
  'tractor-farm': 'vehicle.types.tractor',
} as const;

const known = (slug: string): slug is keyof typeof typeKeys => Object.hasOwn(typeKeys, slug);

/** The name of a vehicle type in the language shown. */
export function useVehicleTypeName(): (type: Pick<VehicleType, 'slug' | 'name' | 'nameBn'>) => string {
  const t = useVehiclesText();
  const language = useLanguage();
  return (type) => (known(type.slug) ? t(typeKeys[type.slug]) : localized(type, 'name', language));
}
