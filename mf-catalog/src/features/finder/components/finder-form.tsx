import type { TyreSize } from '@tyre/contracts';
import { Spinner, useApi } from '@tyre/web-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getCategories } from '../../../api/get-categories';
import { queryString } from '../../../utils/search-params';
import { getTyreSizes } from '../api/get-tyre-sizes';
import './finder.css';

export interface FinderChoice {
  category?: string | undefined;
  rim?: number | undefined;
  tyreSize?: string | undefined;
}

const noSizes: TyreSize[] = [];

/** The rims of the sizes, each once, smallest first. */
const rimsOf = (sizes: readonly TyreSize[]) => [...new Set(sizes.map((size) => size.rim))].sort((a, b) => a - b);

/**
 * The tyre finder: category first; then rim and size, shown only when the category has sizes.
 * The sizes of the category come from GET /size?category= in one call; the rims are read from
 * them, and the size list follows the chosen rim. Submitting opens `/finder?category=&rim=&tyreSize=`.
 */
export function FinderForm({ initial = {} }: { initial?: FinderChoice }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<FinderChoice>(initial);
  const categories = useApi('categories', getCategories);
  const sizesState = useApi(`sizes:${choice.category ?? ''}`, (signal) =>
    choice.category ? getTyreSizes({ category: choice.category }, signal) : Promise.resolve(noSizes),
  );
  const sizes = sizesState.data ?? noSizes;
  const rims = rimsOf(sizes);
  const sizesShown = choice.rim === undefined ? sizes : sizes.filter((size) => size.rim === choice.rim);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/finder${queryString({ category: choice.category, rim: choice.rim, tyreSize: choice.tyreSize })}`);
  };

  return (
    <form className="finder-form" aria-label="Tyre finder" onSubmit={submit}>
      <label className="finder-form__field">
        Category
        <select
          name="category"
          value={choice.category ?? ''}
          disabled={!categories.data}
          onChange={(event) => setChoice({ category: event.target.value || undefined })}
        >
          <option value="">{categories.error ? 'Categories did not load' : 'Choose a category'}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category._id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      {choice.category && sizesState.loading && <Spinner label="Loading sizes" />}
      {sizesState.error && (
        <button type="button" className="kit-button kit-button--ghost" onClick={sizesState.reload}>
          Sizes did not load: try again
        </button>
      )}
      {sizes.length > 0 && (
        <>
          <label className="finder-form__field">
            Rim
            <select
              name="rim"
              value={choice.rim ?? ''}
              onChange={(event) => setChoice({ category: choice.category, rim: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">Any rim</option>
              {rims.map((rim) => (
                <option key={rim} value={rim}>
                  {rim} inch
                </option>
              ))}
            </select>
          </label>
          <label className="finder-form__field">
            Tyre size
            <select
              name="tyreSize"
              value={choice.tyreSize ?? ''}
              onChange={(event) => {
                const picked = sizes.find((size) => size._id === event.target.value);
                setChoice({ ...choice, tyreSize: picked?._id, rim: picked ? picked.rim : choice.rim });
              }}
            >
              <option value="">Any size</option>
              {sizesShown.map((size) => (
                <option key={size._id} value={size._id}>
                  {size.label}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <button type="submit" className="kit-button kit-button--accent finder-form__submit">
        Find tyres
      </button>
    </form>
  );
}
