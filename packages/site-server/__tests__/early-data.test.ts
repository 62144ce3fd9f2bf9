// The page's early request asks what the screen will ask, within what the API takes: its page
// sizes and sorts are the contracts' own, and its queries pass the API's query schemas.
import { describe, expect, it } from 'vitest';
import {
  FINDER_PAGE_SIZE,
  LIST_PAGE_SIZE,
  finderQuerySchema,
  listProductsQuerySchema,
  productSortSchema,
  vehicleFitmentQuerySchema,
} from '@tyre/contracts';
import { earlyPageSizes, earlyRequest } from '../src/early-data';

/** The query of an early request's path as an object. */
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://api.test').searchParams);

describe('the early request', () => {
  it('uses the page sizes of @tyre/contracts', () => {
    expect(earlyPageSizes).toMatchObject({ products: LIST_PAGE_SIZE, finder: FINDER_PAGE_SIZE });
    expect(queryOf(earlyRequest('/products', '')!.path).size).toBe(String(LIST_PAGE_SIZE));
    expect(queryOf(earlyRequest('/finder', '')!.path).size).toBe(String(FINDER_PAGE_SIZE));
  });

  it('keeps every sort GET /products takes and drops any other', () => {
    for (const sort of productSortSchema.options)
      expect(queryOf(earlyRequest('/products', `?sort=${sort}`)!.path).sort, sort).toBe(sort);
    for (const sort of ['cheapest', 'PRICE-ASC', ''])
      expect(queryOf(earlyRequest('/products', `?sort=${sort}`)!.path).sort, sort).toBeUndefined();
  });

  it('asks queries the API takes, whatever the address holds', () => {
    for (const search of [
      '',
      '?search=%20tubeless%20&category=car&range=grip&sort=price-desc&page=3',
      '?page=-1&sort=bad&size=500',
      '?page=1.5&search=',
    ])
      expect(
        listProductsQuerySchema.safeParse(queryOf(earlyRequest('/products', search)!.path)).success,
        search,
      ).toBe(true);
    for (const search of ['', '?category=motorcycle&rim=17&page=2', '?rim=-4&tyreSize=&page=x'])
      expect(
        finderQuerySchema.safeParse(queryOf(earlyRequest('/finder', search)!.path)).success,
        search,
      ).toBe(true);
  });

  it('asks a vehicle’s tyres for the finder’s vehicle tab, with the year only when it is a model year', () => {
    const asked = (search: string) => earlyRequest('/finder', search)?.path;
    expect(asked('?tab=vehicle&vehicle=bajaj-pulsar-150&year=2019')).toBe(
      '/vehicles/fitment?model=bajaj-pulsar-150&year=2019',
    );
    for (const search of [
      '?tab=vehicle&vehicle=toyota-axio&year=19x',
      '?tab=vehicle&vehicle=toyota-axio&year=1800',
    ])
      expect(asked(search), search).toBe('/vehicles/fitment?model=toyota-axio');
    for (const search of [
      '?tab=vehicle&vehicle=%E0%A6%AA%E0%A6%BE%E0%A6%B2%E0%A6%B8%E0%A6%BE%E0%A6%B0&year=2019',
      '?tab=vehicle&vehicle=%20bajaj-ct100%20&year=2100',
    ])
      expect(vehicleFitmentQuerySchema.safeParse(queryOf(asked(search)!)).success, search).toBe(true);
    // without a vehicle the tab asks its lists only
    expect(earlyRequest('/finder', '?tab=vehicle')).toBeNull();
    expect(earlyRequest('/finder', '?tab=vehicle&vehicle=%20&year=2019')).toBeNull();
  });

  it('has none for a screen that asks nothing first, nor for a path that is not valid percent-encoding', () => {
    expect(earlyRequest('/order', '')).toBeNull();
    expect(earlyRequest('/products/%E0%A4%A', '')).toBeNull();
  });
});
