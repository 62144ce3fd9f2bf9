// A parcel's weight, worked out from its order. Products keep no weight, so each tyre counts as
// the typical tyre of its category (the shop's categories are kinds of vehicle); Pathao takes a
// parcel of 0.5 to 10 kg (`item_weight` in its merchant API), so a truck or bus tyre, or enough
// smaller ones, cannot go with Pathao at all and must be refused before Pathao is asked.
import { PATHAO_WEIGHT, type Order, type ProductCard } from '@tyre/contracts';

/**
 * kg per tyre by the kind of vehicle its category names (its slug or name), the first match
 * winning: the middle of the usual sizes of each kind sold in Bangladesh, rounded.
 *   SUV, pickup, light truck (215/65 R16 to 265/65 R17, 7.00-16 LT): 11 to 20 kg → 14
 *   truck and bus (10.00-20, 11R22.5, 295/80 R22.5): 45 to 70 kg → 55
 *   tractor and farm (5.00-12 tiller to 13.6-28 rear): 7 to 80 kg → 25
 *   three-wheeler, CNG auto-rickshaw, easy-bike (4.00-8, 4.00-12): 4 to 5 kg → 4.5
 *   scooter (3.00-10, 90/90-12): 2 to 3 kg → 2.5
 *   motorcycle (2.75-17 to 130/70-17): 2.5 to 5 kg → 3
 *   passenger car (175/70 R13 to 205/55 R16): 6.5 to 10 kg → 8
 */
const KG_PER_TYRE: readonly (readonly [RegExp, number])[] = [
  [/\bsuv\b|light[\s-]*truck|pick[\s-]?up|micro[\s-]?bus/, 14],
  [/\btrucks?\b|\bbus(es)?\b|lorry|covered[\s-]*van/, 55],
  [/tractor|farm|tiller|agri/, 25],
  [/three[\s-]*wheeler|\bcng\b|rickshaw|easy[\s-]*bike/, 4.5],
  [/scooter/, 2.5],
  [/motor[\s-]*cycle|motorbike|\bbikes?\b/, 3],
  [/\bcars?\b|sedan|hatchback|passenger/, 8],
];

/** A tyre of a category named by nothing above, or of a product deleted since: a motorcycle tyre's. */
export const UNKNOWN_KG_PER_TYRE = 3;

/** The kg of one tyre of the product (`undefined`: a product no longer in the catalogue). */
export function kgPerTyre(product: Pick<ProductCard, 'categorySlug' | 'categoryName'> | undefined): number {
  if (!product) return UNKNOWN_KG_PER_TYRE;
  const names = `${product.categorySlug} ${product.categoryName}`.toLowerCase();
  return KG_PER_TYRE.find(([kind]) => kind.test(names))?.[1] ?? UNKNOWN_KG_PER_TYRE;
}

/** The order's parcel in kg: every line's tyres by their category, rounded up to the half kg. */
export function parcelWeight(
  order: Pick<Order, 'items'>,
  products: ReadonlyMap<string, Pick<ProductCard, 'categorySlug' | 'categoryName'>>,
): number {
  const kg = order.items.reduce(
    (sum, line) => sum + line.quantity * kgPerTyre(products.get(line.product)),
    0,
  );
  return Math.ceil(kg * 2) / 2;
}

/** The weight proposed for the booking form: the parcel's, within what Pathao takes. */
export const proposedWeight = (kg: number): number =>
  Math.min(PATHAO_WEIGHT.max, Math.max(PATHAO_WEIGHT.min, kg));

/** Whether Pathao cannot take the parcel (heavier than its most). */
export const tooHeavyForPathao = (kg: number): boolean => kg > PATHAO_WEIGHT.max;
