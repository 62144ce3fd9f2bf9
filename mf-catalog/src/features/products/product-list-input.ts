// What /products asks the API first, read from its address (`?search=&category=&range=&sort=&page=`):
// the screen (ProductListPage) and the catalogue's server renderer (the page's early request and
// its list for crawlers, src/server/prepare.ts) both take it from here, so they never differ.
import { LIST_PAGE_SIZE } from '@tyre/contracts/constants';
import { pageParam, textParam } from '../../utils/search-params';
import type { GetProductsInput } from './api/get-products';
import { isProductSort, type ProductFilterValues } from './components/product-filters';

/** The list's filters in the address (an unknown sort is none). */
export function productFilters(params: URLSearchParams): ProductFilterValues {
  const sort = textParam(params, 'sort');
  return {
    search: textParam(params, 'search'),
    category: textParam(params, 'category'),
    range: textParam(params, 'range'),
    sort: isProductSort(sort) ? sort : undefined,
  };
}

/** GET /products's input for the address: its filters, its page and the list's page size. */
export function productListInput(params: URLSearchParams): GetProductsInput {
  return { ...productFilters(params), page: pageParam(params), size: LIST_PAGE_SIZE };
}
