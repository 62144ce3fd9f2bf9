import { Select, type SelectProps } from 'antd';
import { useApi } from '@tyre/web-kit';
import { getCategories } from '../api/get-categories';

/** A select of the categories; its value is the category's `_id`. */
export function CategorySelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const categories = useApi('dashboard-category-options', (signal) => getCategories(signal));
  return (
    <Select<string>
      placeholder="Choose a category"
      {...props}
      loading={categories.loading}
      options={(categories.data ?? []).map((category) => ({ value: category._id, label: category.name }))}
    />
  );
}
