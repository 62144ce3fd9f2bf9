import type { FitmentSize, FitmentWithProducts, VehicleFitmentAnswer } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ProductGrid } from '../../../components/product-grid';
import { useVehiclesText } from '../../../messages/vehicles/dictionary';
import { queryString } from '../../../utils/search-params';
import { vehicleName } from '../../../utils/vehicle-name';
import { PairPicker } from './pair-picker';
import './vehicle.css';

/**
 * The size search for a size of the vehicle: its tyres' category and the rim (and the catalogue
 * size itself when there is exactly one of it); without a tyre of that size, the vehicle's type
 * (a catalogue category) and the rim, for the sizes near it.
 */
export function sizeSearchUrl(size: FitmentSize, typeSlug: string): string {
  const product = size.products[0];
  const rim = size.rim ?? undefined;
  return `/finder${queryString(
    product
      ? {
          category: product.categorySlug,
          rim,
          tyreSize: size.tyreSizeIds.length === 1 ? size.tyreSizeIds[0] : undefined,
        }
      : { category: typeSlug, rim },
  )}`;
}

const hasProducts = (fitment: FitmentWithProducts) =>
  [fitment.size, ...fitment.alternatives].some((size) => size.products.length > 0);

/** The tyres of one size: cards with Add to cart, a link to the rest, or what to do when there is none. */
function SizeProducts({
  size,
  typeSlug,
  priority,
}: {
  size: FitmentSize;
  typeSlug: string;
  priority: boolean;
}) {
  const t = useVehiclesText();
  if (size.products.length === 0)
    return (
      <p className="vehicle-size__none">
        {t('vehicle.noneInSize', { size: size.label })}{' '}
        <Link to={sizeSearchUrl(size, typeSlug)}>{t('vehicle.searchBySize')}</Link>
      </p>
    );
  return (
    <>
      <ProductGrid products={size.products} priority={priority} />
      {size.total > size.products.length && (
        <Link className="kit-link-more vehicle-size__more" to={sizeSearchUrl(size, typeSlug)}>
          {t('vehicle.allInSize', { count: size.total, size: size.label })}
        </Link>
      )}
    </>
  );
}

/** One position's size (front, rear or every wheel) with its tyres, and the other sizes that fit. */
function FitmentSection({
  fitment,
  typeSlug,
  showYears,
  priority,
}: {
  fitment: FitmentWithProducts;
  typeSlug: string;
  showYears: boolean;
  priority: boolean;
}) {
  const t = useVehiclesText();
  const id = useId();
  const { number } = useFormat();
  const position = {
    front: t('vehicle.position.front'),
    rear: t('vehicle.position.rear'),
    all: t('vehicle.position.all'),
  }[fitment.position];
  const year = (value: number) => number(value, { useGrouping: false });
  const others = fitment.alternatives.filter((size) => size.products.length > 0);
  return (
    <section
      className="vehicle-size"
      aria-labelledby={`${id}-title`}
      data-testid={`fitment-${fitment.position}`}
    >
      <div className="vehicle-size__head">
        <h2 id={`${id}-title`} className="vehicle-size__title">
          {position}: <span className="vehicle-size__label">{fitment.size.label}</span>
        </h2>
        {showYears && (
          <p className="vehicle-size__years">
            {fitment.yearTo === null
              ? t('vehicle.yearsFrom', { from: year(fitment.yearFrom) })
              : t('vehicle.yearsRange', { from: year(fitment.yearFrom), to: year(fitment.yearTo) })}
          </p>
        )}
        {fitment.alternatives.length > 0 && (
          <p className="vehicle-size__alternatives">
            {t('vehicle.alternatives', { sizes: fitment.alternatives.map((size) => size.label).join(', ') })}
          </p>
        )}
      </div>
      <SizeProducts size={fitment.size} typeSlug={typeSlug} priority={priority} />
      {others.length > 0 && (
        <details className="vehicle-size__others" open={fitment.size.products.length === 0}>
          <summary>{t('vehicle.otherSizes', { sizes: others.map((size) => size.label).join(', ') })}</summary>
          {others.map((size) => (
            <div key={size.key} className="vehicle-size__other">
              <h3 className="vehicle-size__other-title">{size.label}</h3>
              <SizeProducts size={size} typeSlug={typeSlug} priority={false} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}

/**
 * A vehicle's tyres: the sizes of each position (front and rear, or every wheel) with the tyres of
 * each in the API's order (in stock first), the pair to add in one go, and, when the shop knows no
 * size or has no tyre for it, a way to the size search.
 */
export function VehicleResults({ answer }: { answer: VehicleFitmentAnswer }) {
  const t = useVehiclesText();
  const { number, language } = useFormat();
  const { model, year, fitments } = answer;
  const name =
    year === null
      ? vehicleName(model, language)
      : t('vehicle.withYear', {
          vehicle: vehicleName(model, language),
          year: number(year, { useGrouping: false }),
        });
  const first = fitments[0];
  return (
    <div className="vehicle-results">
      <h1 className="kit-page__title">{t('vehicle.resultsTitle', { vehicle: name })}</h1>
      {!first ? (
        <div className="kit-empty vehicle-results__empty">
          <p className="kit-empty__title">{t('vehicle.noSizes', { vehicle: name })}</p>
          <Link className="kit-button" to={`/finder${queryString({ category: model.typeSlug })}`}>
            {t('vehicle.searchBySize')}
          </Link>
        </div>
      ) : (
        <>
          {!fitments.some(hasProducts) && (
            <div className="kit-empty vehicle-results__empty">
              <p className="kit-empty__title">{t('vehicle.noProducts', { vehicle: name })}</p>
              <Link className="kit-button" to={sizeSearchUrl(first.size, model.typeSlug)}>
                {t('vehicle.searchBySize')}
              </Link>
            </div>
          )}
          <PairPicker fitments={fitments} />
          {fitments.map((fitment, index) => (
            <FitmentSection
              key={fitment._id}
              fitment={fitment}
              typeSlug={model.typeSlug}
              showYears={year === null}
              priority={index === 0}
            />
          ))}
        </>
      )}
    </div>
  );
}
