import type { FitmentSize, FitmentWithProducts, ProductCard } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { Price, unitPrice, useFormat } from '@tyre/web-kit';
import { useId, useState } from 'react';
import { useAddToCart } from '../../../components/use-add-to-cart';
import { useVehiclesText } from '../../../messages/vehicles/dictionary';

/** The sizes of a fitment (the original first) with their tyres in stock; sizes without one left out. */
const inStock = (fitment: FitmentWithProducts) =>
  [fitment.size, ...fitment.alternatives]
    .map((size) => ({ size, products: size.products.filter((product) => product.stock > 0) }))
    .filter((group) => group.products.length > 0);

type Groups = ReturnType<typeof inStock>;

/** The first front and rear tyres, of one range when the shop has a front and a rear of it. */
function firstPair(fronts: Groups, rears: Groups): [ProductCard, ProductCard] {
  const front = fronts.flatMap((group) => group.products);
  const rear = rears.flatMap((group) => group.products);
  for (const candidate of front) {
    const match = rear.find((product) => product.rangeName === candidate.rangeName);
    if (match) return [candidate, match];
  }
  return [front[0]!, rear[0]!];
}

/** A select of the tyres in stock for one position, by size (an option group per size when several). */
function TyreSelect({
  label,
  groups,
  value,
  onChange,
}: {
  label: string;
  groups: Groups;
  value: string;
  onChange: (id: string) => void;
}) {
  const { price, language } = useFormat();
  const t = useVehiclesText();
  const option = (product: ProductCard) => (
    <option key={product._id} value={product._id}>
      {t('pair.option', { title: localized(product, 'title', language), price: price(unitPrice(product)) })}
    </option>
  );
  const picked = groups.flatMap((group) => group.products).find((product) => product._id === value);
  return (
    <div className="vehicle-pair__field">
      <label className="finder-form__field">
        {label}
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          {groups.length === 1
            ? groups[0]!.products.map(option)
            : groups.map(({ size, products }: { size: FitmentSize; products: ProductCard[] }) => (
                <optgroup key={size.key} label={size.label}>
                  {products.map(option)}
                </optgroup>
              ))}
        </select>
      </label>
      {/* the price of the tyre chosen (a phone cuts the option's text short) */}
      {picked && <Price product={picked} />}
    </div>
  );
}

/**
 * "Add a pair": a front and a rear tyre (each from the sizes that fit, in stock) put in the cart in
 * one go. Shown for a vehicle with one front and one rear fitment (a motorcycle of a known year);
 * with several year ranges it asks for the year, and it says so when no pair is in stock.
 */
export function PairPicker({ fitments }: { fitments: readonly FitmentWithProducts[] }) {
  const t = useVehiclesText();
  const id = useId();
  const fronts = fitments.filter((fitment) => fitment.position === 'front');
  const rears = fitments.filter((fitment) => fitment.position === 'rear');
  if (fronts.length === 0 || rears.length === 0) return null;
  if (fronts.length > 1 || rears.length > 1)
    return <p className="vehicle-pair__note">{t('pair.chooseYear')}</p>;
  const frontGroups = inStock(fronts[0]!);
  const rearGroups = inStock(rears[0]!);
  if (frontGroups.length === 0 || rearGroups.length === 0)
    return <p className="vehicle-pair__note">{t('pair.notInStock')}</p>;
  return (
    <section className="kit-panel vehicle-pair" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vehicle-pair__title">
        {t('pair.title')}
      </h2>
      <Pair fronts={frontGroups} rears={rearGroups} />
    </section>
  );
}

function Pair({ fronts, rears }: { fronts: Groups; rears: Groups }) {
  const t = useVehiclesText();
  const { price, language } = useFormat();
  const { addLines } = useAddToCart();
  const [first, second] = firstPair(fronts, rears);
  const [frontId, setFrontId] = useState(first._id);
  const [rearId, setRearId] = useState(second._id);
  const pick = (groups: Groups, id: string) =>
    groups.flatMap((group) => group.products).find((product) => product._id === id)!;
  const front = pick(fronts, frontId);
  const rear = pick(rears, rearId);
  const title = (product: ProductCard) => localized(product, 'title', language);
  return (
    <>
      <p className="vehicle-pair__text">{t('pair.text')}</p>
      <div className="vehicle-pair__fields">
        <TyreSelect label={t('pair.front')} groups={fronts} value={frontId} onChange={setFrontId} />
        <TyreSelect label={t('pair.rear')} groups={rears} value={rearId} onChange={setRearId} />
      </div>
      <div className="vehicle-pair__buy">
        <p className="vehicle-pair__total">
          {t('pair.total')} <strong>{price(unitPrice(front) + unitPrice(rear))}</strong>
        </p>
        <button
          type="button"
          className="kit-button kit-button--accent"
          onClick={() =>
            addLines(
              [
                { product: front, quantity: 1 },
                { product: rear, quantity: 1 },
              ],
              t('pair.added', { front: title(front), rear: title(rear) }),
            )
          }
        >
          {t('pair.add')}
        </button>
      </div>
    </>
  );
}
