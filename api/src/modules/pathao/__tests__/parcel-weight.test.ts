// A Pathao parcel's weight from its order: each tyre as a typical one of its category (products
// keep no weight), against Pathao's 0.5 to 10 kg.
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from '../../categories/demo-categories';
import {
  kgPerTyre,
  parcelWeight,
  proposedWeight,
  tooHeavyForPathao,
  UNKNOWN_KG_PER_TYRE,
} from '../parcel-weight';

const category = (categorySlug: string, categoryName = '') => ({ categorySlug, categoryName });

describe('a parcel’s weight', () => {
  it('when a tyre is of one of the shop’s categories, then it weighs as a typical tyre of that kind; a truck or bus tyre alone is over Pathao’s 10 kg', () => {
    expect(
      Object.fromEntries(DEMO_CATEGORIES.map((c) => [c.slug, kgPerTyre(category(c.slug, c.name))])),
    ).toEqual({
      motorcycle: 3,
      scooter: 2.5,
      'three-wheeler': 4.5,
      'passenger-car': 8,
      'suv-light-truck': 14,
      'truck-bus': 55,
      'tractor-farm': 25,
    });
    expect(tooHeavyForPathao(kgPerTyre(category('truck-bus', 'Truck & Bus')))).toBe(true);
  });

  it('when a category is renamed or named in other words, then its slug or its name still tells the kind; light trucks are not trucks', () => {
    expect(kgPerTyre(category('heavy', 'Bus Tyres'))).toBe(55);
    expect(kgPerTyre(category('lorry-tyres', 'Lorry'))).toBe(55);
    expect(kgPerTyre(category('pickup', 'Pickup & Microbus'))).toBe(14);
    expect(kgPerTyre(category('cng', 'CNG Auto-Rickshaw'))).toBe(4.5);
    expect(kgPerTyre(category('easy-bike', 'Easy Bike'))).toBe(4.5);
    expect(kgPerTyre(category('bike', 'Bike'))).toBe(3);
    expect(kgPerTyre(category('cars', 'Cars'))).toBe(8);
    // "business" is no bus, "scar" no car
    expect(kgPerTyre(category('business-line', 'Business Line'))).toBe(UNKNOWN_KG_PER_TYRE);
    expect(kgPerTyre(category('oscar', 'Oscar'))).toBe(UNKNOWN_KG_PER_TYRE);
  });

  it('when an order holds several lines, then the parcel is their tyres added up, rounded up to the half kg; a product deleted since counts as an unknown tyre', () => {
    const products = new Map([
      ['scooter', category('scooter')],
      ['cng', category('three-wheeler')],
      ['truck', category('truck-bus')],
    ]);
    const order = (...items: [string, number][]) => ({
      items: items.map(([product, quantity]) => ({ product, quantity }) as never),
    });
    expect(parcelWeight(order(['scooter', 1], ['cng', 1]), products)).toBe(7);
    expect(parcelWeight(order(['cng', 3]), products)).toBe(13.5);
    expect(parcelWeight(order(['scooter', 1]), products)).toBe(2.5);
    expect(parcelWeight(order(['gone', 2]), products)).toBe(2 * UNKNOWN_KG_PER_TYRE);
    expect(parcelWeight(order(['truck', 1]), products)).toBe(55);
  });

  it('when a weight is proposed for the booking form, then it is the parcel’s within Pathao’s 0.5 to 10 kg', () => {
    expect(proposedWeight(0.2)).toBe(0.5);
    expect(proposedWeight(7)).toBe(7);
    expect(proposedWeight(55)).toBe(10);
    expect([tooHeavyForPathao(10), tooHeavyForPathao(10.5)]).toEqual([false, true]);
  });
});
