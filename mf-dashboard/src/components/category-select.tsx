import { Select, type SelectProps } from 'antd';
import { useApi } from '@tyre/web-kit';
import { getCategories } from '../api/get-categories';
import { useLanguage } from '@tyre/web-kit';
import { localized } from '@tyre/contracts/localized';
import { useText } from '../messages/dictionary';

/** A select of the categories; its value is the category's `_id`. */
export function CategorySelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const categories = useApi('dashboard-category-options', (signal) => getCategories(signal));
  const t = useText();
  const language = useLanguage();
  return (
    <Select<string>
      placeholder={t('record.chooseCategory')}
      {...props}
      loading={categories.loading}
      options={(categories.data ?? []).map((category) => ({
        value: category._id,
        label: localized(category, 'name', language),
      }))}
    />
  );
}
