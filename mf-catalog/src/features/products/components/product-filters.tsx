import type { ProductSort } from '@tyre/contracts';
import { useApi, useLanguage } from '@tyre/web-kit';
import { useState, type FormEvent } from 'react';
import { CategorySelect } from '../../../components/category-select';
import { SelectField } from '../../../components/select-field';
import { getTyreRanges } from '../api/get-tyre-ranges';
import { useText } from '../../../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

export type ProductFilterValues = {
  search?: string | undefined;
  category?: string | undefined;
  range?: string | undefined;
  sort?: ProductSort | undefined;
};

const sortLabels = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  title: 'sort.title',
} as const satisfies Record<ProductSort, string>;

export const isProductSort = (value: string | undefined): value is ProductSort =>
  value !== undefined && value in sortLabels;

/**
 * Search, category, tyre range and sort of /products. Selects apply at once; the search applies
 * when submitted. A change of category clears the range (ranges belong to a category).
 */
export function ProductFilters({
  values,
  onChange,
}: {
  values: ProductFilterValues;
  onChange: (changes: ProductFilterValues) => void;
}) {
  const ranges = useApi(`ranges:${values.category ?? ''}`, (signal) =>
    getTyreRanges({ category: values.category }, signal),
  );
  const [search, setSearch] = useState(values.search ?? '');
  const t = useText();
  const language = useLanguage();
  const sortOptions = Object.entries(sortLabels).map(([value, label]) => ({ value, label: t(label) }));
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
          aria-label={t('filters.search')}
          placeholder={t('filters.placeholder')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="kit-button">
          {t('filters.submit')}
        </button>
      </div>
      <CategorySelect
        className="product-filters__field"
        value={values.category ?? ''}
        emptyLabel={t('filters.allCategories')}
        onChange={(category) => onChange({ category: category || undefined, range: undefined })}
      />
      <SelectField
        label={t('filters.range')}
        name="range"
        className="product-filters__field"
        value={values.range ?? ''}
        emptyLabel={t('filters.allRanges')}
        options={(ranges.data ?? []).map((range) => ({
          value: range.slug,
          label: localized(range, 'name', language),
        }))}
        onChange={(range) => onChange({ range: range || undefined })}
      />
      <SelectField
        label={t('filters.sort')}
        name="sort"
        className="product-filters__field"
        value={values.sort ?? 'newest'}
        options={sortOptions}
        onChange={(sort) => onChange({ sort: isProductSort(sort) && sort !== 'newest' ? sort : undefined })}
      />
    </form>
  );
}
