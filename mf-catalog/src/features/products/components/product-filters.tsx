import type { ProductSort } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { useState, type FormEvent } from 'react';
import { getCategories } from '../../../api/get-categories';
import { getTyreRanges } from '../api/get-tyre-ranges';

export type ProductFilterValues = {
  search?: string | undefined;
  category?: string | undefined;
  range?: string | undefined;
  sort?: ProductSort | undefined;
};

export const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Name: A to Z',
};

export const isProductSort = (value: string | undefined): value is ProductSort => value !== undefined && value in sortLabels;

/**
 * Search, category, tyre range and sort of /products. Selects apply at once; the search applies
 * when submitted. A change of category clears the range (ranges belong to a category).
 */
export function ProductFilters({ values, onChange }: { values: ProductFilterValues; onChange: (changes: ProductFilterValues) => void }) {
  const categories = useApi('categories', getCategories);
  const ranges = useApi(`ranges:${values.category ?? ''}`, (signal) => getTyreRanges({ category: values.category }, signal));
  const [search, setSearch] = useState(values.search ?? '');
  // the URL changed under us (back/forward, a shared link): show its search text
  const [shownSearch, setShownSearch] = useState(values.search);
  if (shownSearch !== values.search) {
    setShownSearch(values.search);
    setSearch(values.search ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() || undefined });
  };

  return (
    <form className="product-filters" role="search" onSubmit={submit}>
      <div className="product-filters__search">
        <input
          type="search"
          name="search"
          aria-label="Search products"
          placeholder="Search by name, size or pattern"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="kit-button">
          Search
        </button>
      </div>
      <label className="product-filters__field">
        Category
        <select value={values.category ?? ''} onChange={(event) => onChange({ category: event.target.value || undefined, range: undefined })}>
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category._id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filters__field">
        Tyre range
        <select value={values.range ?? ''} onChange={(event) => onChange({ range: event.target.value || undefined })}>
          <option value="">All ranges</option>
          {(ranges.data ?? []).map((range) => (
            <option key={range._id} value={range.slug}>
              {range.name}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filters__field">
        Sort
        <select value={values.sort ?? 'newest'} onChange={(event) => onChange({ sort: isProductSort(event.target.value) ? event.target.value : undefined })}>
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
