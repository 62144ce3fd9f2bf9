import { useApi, useLanguage } from '@tyre/web-kit';
import { getCategories } from '../api/get-categories';
import { SelectField } from './select-field';
import { useText } from '../messages/dictionary';
import { localized } from '@tyre/contracts/localized';

/** A labelled select of the categories (by slug), from GET /category; '' is "all" / "none chosen". */
export function CategorySelect({
  value,
  onChange,
  emptyLabel,
  className,
}: {
  value: string;
  onChange: (slug: string) => void;
  emptyLabel: string;
  className: string;
}) {
  const categories = useApi('categories', getCategories);
  const t = useText();
  const language = useLanguage();
  return (
    <SelectField
      label={t('category.label')}
      name="category"
      className={className}
      value={value}
      disabled={!categories.data}
      onChange={onChange}
      emptyLabel={categories.error ? t('category.failed') : emptyLabel}
      options={(categories.data ?? []).map((category) => ({
        value: category.slug,
        label: localized(category, 'name', language),
      }))}
    />
  );
}
