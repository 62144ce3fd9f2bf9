import type { TyreSize } from '@tyre/contracts';
import { afterFirstPaint, Spinner, useApi, useFormat } from '@tyre/web-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CategorySelect } from '../../../components/category-select';
import { SelectField } from '../../../components/select-field';
import { queryString } from '../../../utils/search-params';
import { getTyreSizes } from '../api/get-tyre-sizes';
import './finder.css';
import { useText } from '../../../messages/dictionary';

export interface FinderChoice {
  category?: string | undefined;
  rim?: number | undefined;
  tyreSize?: string | undefined;
}

const noSizes: TyreSize[] = [];

/** The rims of the sizes, each once, smallest first. */
const rimsOf = (sizes: readonly TyreSize[]) =>
  [...new Set(sizes.map((size) => size.rim))].sort((a, b) => a - b);

/**
 * The tyre finder: category first; then rim and size, shown only when the category has sizes.
 * The sizes of the category come from GET /size?category= in one call; the rims are read from
 * them, and the size list follows the chosen rim. Submitting opens `/finder?category=&rim=&tyreSize=`.
 */
export function FinderForm({ initial = {} }: { initial?: FinderChoice }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<FinderChoice>(initial);
  const t = useText();
  const { number } = useFormat();
  // the server paints the form with its sizes loading (it asks the page's results only)
  const sizesState = useApi(`sizes:${choice.category ?? ''}`, (signal) =>
    choice.category
      ? afterFirstPaint(getTyreSizes({ category: choice.category }, signal))
      : Promise.resolve(noSizes),
  );
  // while the sizes of a newly chosen category load, the old ones must not be offered
  const sizes = sizesState.loading ? noSizes : (sizesState.data ?? noSizes);
  const sizesShown = choice.rim === undefined ? sizes : sizes.filter((size) => size.rim === choice.rim);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      `/finder${queryString({ category: choice.category, rim: choice.rim, tyreSize: choice.tyreSize })}`,
    );
  };

  return (
    <form className="finder-form" aria-label={t('finder.label')} onSubmit={submit}>
      <CategorySelect
        className="finder-form__field"
        value={choice.category ?? ''}
        emptyLabel={t('finder.chooseCategory')}
        onChange={(category) => setChoice({ category: category || undefined })}
      />
      {choice.category && sizesState.loading && (
        // over the form, not in its grid: the fields below keep their place while the sizes load
        <span className="finder-form__loading">
          <Spinner label={t('finder.loadingSizes')} />
        </span>
      )}
      {sizesState.error && (
        <button type="button" className="kit-button kit-button--ghost" onClick={sizesState.reload}>
          {t('finder.sizesFailed')}
        </button>
      )}
      {/* while a category's sizes load, its rim and size fields hold their space (disabled), so
          that nothing below moves when they arrive */}
      {(sizes.length > 0 || (choice.category !== undefined && sizesState.loading)) && (
        <>
          <SelectField
            label={t('finder.rim')}
            name="rim"
            className="finder-form__field"
            value={choice.rim === undefined ? '' : String(choice.rim)}
            emptyLabel={t('finder.anyRim')}
            disabled={sizesState.loading}
            options={rimsOf(sizes).map((rim) => ({
              value: String(rim),
              label: t('specs.inch', { rim: number(rim) }),
            }))}
            onChange={(rim) => setChoice({ category: choice.category, rim: rim ? Number(rim) : undefined })}
          />
          <SelectField
            label={t('finder.size')}
            name="tyreSize"
            className="finder-form__field"
            value={choice.tyreSize ?? ''}
            emptyLabel={t('finder.anySize')}
            disabled={sizesState.loading}
            options={sizesShown.map((size) => ({ value: size._id, label: size.label }))}
            onChange={(id) => {
              const picked = sizes.find((size) => size._id === id);
              setChoice({ ...choice, tyreSize: picked?._id, rim: picked ? picked.rim : choice.rim });
            }}
          />
        </>
      )}
      <button type="submit" className="kit-button kit-button--accent finder-form__submit">
        {t('finder.submit')}
      </button>
    </form>
  );
}
