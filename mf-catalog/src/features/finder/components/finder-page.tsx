import { FINDER_PAGE_SIZE } from '@tyre/contracts/constants';
import { LoadingPlaceholder, LoadState, Pager, ProductCard, useApi, useLanguage } from '@tyre/web-kit';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changedParams } from '../../../utils/search-params';
import { finderTab } from '../../../utils/vehicle-url';
import { earlyFinderPage, findProducts } from '../api/find-products';
import { sizeFinderInput } from '../finder-input';
import { FinderForm } from './finder-form';
import { FinderTabs } from './finder-tabs';
import { MyVehicleOffer } from './my-vehicle-offer';
import { DealersNearSlot } from '../../../components/dealers-near/dealers-near-slot';
import { localized } from '@tyre/contracts/localized';
import { useText } from '../../../messages/dictionary';

// "By vehicle" is its own chunk: the size finder (the spec's) does not carry it
const VehicleFinder = lazy(() =>
  import('./vehicle-finder').then((module) => ({ default: module.VehicleFinder })),
);

/**
 * /finder by size — spec sections 2 and 9: heading Products, previous and next arrows (never below page 0,
 * next disabled on the last page by X-Total-Count), 8 cards a page (4 a row on large screens, 1 on
 * small), a loading indicator, `No Search Product.` when empty, and an error with Retry on failure.
 */
function SizeFinder() {
  const [params, setParams] = useSearchParams();
  const t = useText();
  const language = useLanguage();
  const input = sizeFinderInput(params);
  const state = useApi(
    `finder:${JSON.stringify(input)}`,
    (signal) => findProducts(input, signal),
    () => earlyFinderPage(input),
  );
  const { page } = input;

  return (
    <>
      <MyVehicleOffer />
      <FinderForm
        key={`${input.category}:${input.rim}:${input.tyreSize}`}
        initial={{ category: input.category, rim: input.rim, tyreSize: input.tyreSize }}
      />
      <div className="finder-page__head">
        <h1 className="kit-page__title">{t('finder.title')}</h1>
        {state.data && (
          <Pager
            page={page}
            size={FINDER_PAGE_SIZE}
            total={state.data.total}
            showSingle
            onPage={(next) => setParams(changedParams(params, { page: next }))}
          />
        )}
      </div>
      {state.loading ? (
        <LoadingPlaceholder label={t('list.loading')} />
      ) : (
        <LoadState state={state}>
          {({ items: products }) =>
            products.length === 0 ? (
              <p className="finder-page__empty">{t('finder.empty')}</p>
            ) : (
              <>
                <div className="kit-grid finder-page__grid">
                  {products.map((product, index) => (
                    <ProductCard key={product._id} product={product} priority={index === 0} />
                  ))}
                </div>
                {/* a category chosen: the dealers near the visitor who stock it */}
                {input.category && products[0]!.categorySlug === input.category && (
                  <DealersNearSlot
                    category={input.category}
                    categoryName={localized(products[0]!, 'categoryName', language)}
                  />
                )}
              </>
            )
          }
        </LoadState>
      )}
    </>
  );
}

/**
 * /finder: "By size" (`?category=&rim=&tyreSize=&page=`, the spec's finder) and "By vehicle"
 * (`?tab=vehicle&vehicle=<model slug>&year=`) as tabs; a tab's choice lives in the URL.
 */
export function FinderPage() {
  const [params, setParams] = useSearchParams();
  const tab = finderTab(params);
  const t = useText();
  return (
    <section className="kit-container kit-page finder-page">
      <FinderTabs tab={tab} onTab={(next) => setParams(next === 'vehicle' ? { tab: 'vehicle' } : {})}>
        {tab === 'vehicle' ? (
          <Suspense fallback={<LoadingPlaceholder label={t('finder.vehicleLoading')} />}>
            <VehicleFinder />
          </Suspense>
        ) : (
          <SizeFinder />
        )}
      </FinderTabs>
    </section>
  );
}
